import type { KeyportError } from '@keyport/kernel'
import { WarningIcon } from '@keyport/kernel/icons'

type SetupProblemsProps = { problems: string[]; error: KeyportError | undefined }

/** What the link's settings got wrong, and why Keyport could not start, as alerts. */
export function SetupProblems({ problems, error }: SetupProblemsProps) {
  return (
    <>
      {problems.length > 0 ? (
        <div className="banner" role="alert">
          <WarningIcon size={18} />
          <div>
            <p>Some settings in the link were ignored:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {error ? (
        <div className="banner" role="alert">
          <WarningIcon size={18} />
          <div>
            <p>Keyport could not start: {error.shortMessage}</p>
            {error.details ? <p>{error.details}</p> : null}
          </div>
        </div>
      ) : null}
    </>
  )
}
