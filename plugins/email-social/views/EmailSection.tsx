import { EmailForm } from './EmailForm.tsx'

/** The Connect view's email method (added through the connect plugin's sections). */
export default function EmailSection() {
  return <EmailForm />
}
