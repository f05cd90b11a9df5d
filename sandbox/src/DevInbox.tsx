import { MailIcon } from '@keyport/kernel/icons'
import { useEffect, useId, useState } from 'react'
import { Disclosure } from './Disclosure'
import { stackUrls } from './stackUrls'

type Message = { id: string; subject: string; text: string; receivedAt: string }

/**
 * The dev inbox: the mail catcher's messages for one address (login codes, device approval
 * links), newest first, refreshed every 2 s while an address is entered.
 */
export function DevInbox() {
  const [address, setAddress] = useState('')
  const [messages, setMessages] = useState<Message[]>([])
  const [problem, setProblem] = useState<string>()
  const id = useId()
  useEffect(() => {
    const to = address.trim()
    if (!/^[^\s@]+@[^\s@]+$/.test(to)) return setMessages([])
    let live = true
    const load = () =>
      fetch(`${stackUrls.mail}/messages?to=${encodeURIComponent(to)}`)
        .then((response) => response.json() as Promise<Message[]>)
        .then(
          (list) => {
            if (!live) return
            setMessages(list)
            setProblem(undefined)
          },
          () => live && setProblem(`The mail catcher at ${stackUrls.mail} does not answer.`),
        )
    void load()
    const timer = setInterval(load, 2_000)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [address])
  const watching = /^[^\s@]+@[^\s@]+$/.test(address.trim())
  return (
    <Disclosure
      title="Dev inbox"
      icon={<MailIcon size={18} />}
      className="dev-inbox"
      summary={
        <>
          Login codes and device links from the local mail catcher (
          <span className="mono">{stackUrls.mail}</span>).
        </>
      }
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Email address
        </label>
        <input
          id={id}
          type="email"
          className="mono"
          placeholder="you@example.com"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="note note--error" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="inbox-list" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id} className="inbox-message">
            <div className="inbox-head">
              <strong>{message.subject}</strong>
              <time dateTime={message.receivedAt}>
                {new Date(message.receivedAt).toLocaleTimeString()}
              </time>
            </div>
            <pre>{message.text}</pre>
          </li>
        ))}
      </ul>
      {messages.length === 0 ? (
        <p className="inbox-empty">
          {watching
            ? 'No mail for this address yet: it shows here within 2 s of being sent.'
            : 'Enter the address you log in with to watch its mail.'}
        </p>
      ) : null}
    </Disclosure>
  )
}
