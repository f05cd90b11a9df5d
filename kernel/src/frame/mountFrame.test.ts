// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { mountIframe } from './mountFrame'

describe('mountIframe', () => {
  test('behavior: appends a hidden iframe with the spec id, name and z-index', () => {
    const frame = mountIframe(document)('https://frame.test/sdk?projectId=p')
    const element = document.getElementById('w3m-iframe') as HTMLIFrameElement
    expect(element.name).toBe('w3m-secure-iframe')
    expect(element.src).toBe('https://frame.test/sdk?projectId=p')
    expect(element.style.zIndex).toBe('999999')
    expect(element.style.position).toBe('fixed')
    expect(element.style.display).toBe('none')
    frame.setVisible(true)
    expect(element.style.display).toBe('block')
    expect(element.style.zIndex).toBe('999999')
    frame.remove()
    expect(document.getElementById('w3m-iframe')).toBeNull()
    expect(frame.target).toBeNull()
  })
})
