import { useEffect, useId, useState } from 'react'
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
  return (
    <section className="dev-inbox" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Dev inbox</h2>
      <label htmlFor={id}>Email address</label>
      <input
        id={id}
        type="email"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      {problem ? <p role="alert">{problem}</p> : null}
      <ul aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>
            <strong>{message.subject}</strong>{' '}
            <time dateTime={message.receivedAt}>
              {new Date(message.receivedAt).toLocaleTimeString()}
            </time>
            <pre>{message.text}</pre>
          </li>
        ))}
      </ul>
    </section>
  )
}
