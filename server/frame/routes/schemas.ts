import * as z from 'zod'
import { isDeviceKey } from '../auth/deviceSignatures.ts'

export const emailSchema = z
  .string()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected an email address like ada@example.com')
  .transform((value) => value.toLowerCase())
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Expected the frame device id')
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a session token')
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'Expected an id')
export const otpSchema = z.string().regex(/^\d{6}$/, 'Expected the 6-digit code')
export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x address')
export const base64Schema = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')
/** The frame's device key (ECDSA P-256, SPKI DER in base64), sent when a login flow starts. */
export const devicePublicKeySchema = base64Schema.refine(
  isDeviceKey,
  'Expected the frame device key (P-256, SPKI, base64)',
)
export const hexShareSchema = z.string().regex(/^[0-9a-f]{66}$/, 'Expected a 33-byte share in hex')
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  provider: z.string(),
})
export const sessionAnswer = z.object({ token: z.string(), user: userSchema })
