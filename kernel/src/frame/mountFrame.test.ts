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

  test('behavior: the shown frame takes the height its card asks for, never less than 420 px, within the viewport', () => {
    const frame = mountIframe(document)('https://frame.test/sdk?projectId=p')
    const element = document.getElementById('w3m-iframe') as HTMLIFrameElement
    frame.fitHeight(600)
    expect(element.style.display).toBe('none')
    frame.setVisible(true)
    expect(element.style.height).toBe('600px')
    expect(element.style.maxHeight).toBe('calc(100vh - 16px)')
    frame.fitHeight(300.2)
    expect(element.style.height).toBe('420px')
    frame.remove()
  })

  test('behavior: placed over an element, the frame takes its box and follows it', async () => {
    const frame = mountIframe(document)('https://frame.test/sdk?projectId=p')
    const element = document.getElementById('w3m-iframe') as HTMLIFrameElement
    const slot = document.createElement('div')
    document.body.append(slot)
    let box = { left: 10, top: 20, width: 280, height: 320 }
    slot.getBoundingClientRect = () => box as DOMRect
    frame.placeOver(slot)
    expect(element.style).toMatchObject({ display: 'block', left: '10px', top: '20px' })
    expect(element.style.width).toBe('280px')
    box = { left: 30, top: 40, width: 280, height: 320 }
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(element.style.left).toBe('30px')
    frame.placeOver(null)
    expect(element.style.display).toBe('none')
    frame.remove()
    slot.remove()
  })
})
