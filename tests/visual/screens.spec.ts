import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expectNoSeriousViolations } from './axe.ts'
import { expect, scenes, showView, test } from './gallery.ts'

const themes = ['light', 'dark'] as const
const pluginsDir = fileURLToPath(new URL('../../plugins', import.meta.url))

test('every registered view has a scene, and every plugin is in the gallery', async ({
  gallery: { desktop },
}) => {
  const registered = await desktop.evaluate(() => window.gallery.registeredViews())
  // A new view gets its screenshots only once it has a scene (tests/visual/gallery/scenes.ts).
  expect(registered.filter((view) => !(view in scenes))).toEqual([])
  expect(Object.keys(scenes).filter((view) => !registered.includes(view))).toEqual([])
  const plugins = await desktop.evaluate(() => window.gallery.plugins)
  expect(readdirSync(pluginsDir).filter((id) => !plugins.includes(id))).toEqual([])
})

// Each view in each theme: the desktop's centred card at its 360 px width and axe on it, then
// the whole phone screen (the modal as a bottom sheet). Soft: one changed screenshot does
// not hide another.
for (const view of Object.keys(scenes))
  for (const theme of themes)
    test(`${view} ${theme}`, async ({ gallery: { desktop, phone } }) => {
      const modal = await showView(desktop, { view, theme })
      await expect
        .soft(modal.getByRole('dialog'))
        .toHaveScreenshot(['desktop', `${view}-${theme}.png`])
      // After the screenshot, which waited for the view to stand still.
      await expectNoSeriousViolations(desktop)
      await showView(phone, { view, theme })
      await expect.soft(phone).toHaveScreenshot(['phone', `${view}-${theme}.png`])
    })
