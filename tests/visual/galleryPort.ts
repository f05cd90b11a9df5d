/**
 * The gallery's port: 4180 shifted by `KEYPORT_PORT_OFFSET` like the stack's, so engineers on one
 * machine do not collide.
 *
 * @example
 * galleryPort({ KEYPORT_PORT_OFFSET: '1000' }) // 5180
 */
export function galleryPort(env: NodeJS.ProcessEnv = process.env): number {
  return 4180 + Number(env.KEYPORT_PORT_OFFSET ?? 0)
}
