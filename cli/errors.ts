import { KeyportError, type KeyportErrorParameters } from '@keyport/kernel'
import { type ExitCode, exitCodes } from './exitCodes.ts'

/** Base of the CLI's errors: the `shortMessage` is printed, `details` says how to fix it. */
export class CliError extends KeyportError {
  override name: string = 'CliError'
  readonly exitCode: ExitCode
  constructor(shortMessage: string, exitCode: ExitCode, parameters: KeyportErrorParameters = {}) {
    super(shortMessage, parameters)
    this.exitCode = exitCode
  }
}

export class OptionInvalidError extends CliError {
  override name = 'OptionInvalidError' as const
  constructor(problems: readonly string[], hint?: string) {
    super(problems.join('\n'), exitCodes.usage, { details: hint })
  }
}

export class PluginIdTakenError extends CliError {
  override name = 'PluginIdTakenError' as const
  constructor(id: string, where: string) {
    super(`Plugin id '${id}' is taken: ${where}.`, exitCodes.conflict, {
      details: `Choose another id, e.g. '${id}-2', or remove ${where.split(' ')[0]} first.`,
    })
  }
}

export class TargetNotEmptyError extends CliError {
  override name = 'TargetNotEmptyError' as const
  constructor(path: string) {
    super(`${path} exists and is not empty.`, exitCodes.conflict, {
      details: 'Choose a new or empty folder; nothing was written.',
    })
  }
}

export class CheckoutNotFoundError extends CliError {
  override name = 'CheckoutNotFoundError' as const
  constructor(from: string) {
    super(`No Keyport checkout found at or above ${from}.`, exitCodes.environment, {
      details:
        'Run this command inside a Keyport checkout (the folder whose package.json lists the ' +
        "'plugins/*' workspace), or pass --root <checkout>.",
    })
  }
}

export class StepFailedError extends CliError {
  override name = 'StepFailedError' as const
  constructor(step: string, output: string, fix: string) {
    super(`${step} failed.`, exitCodes.environment, {
      details: `${fix}${output ? `\n${output.trim().split('\n').slice(-15).join('\n')}` : ''}`,
    })
  }
}

export class AppConfigNotFoundError extends CliError {
  override name = 'AppConfigNotFoundError' as const
  constructor(path: string) {
    super(`No Keyport config at ${path}.`, exitCodes.usage, {
      details: 'Pass the file that default-exports what createKeyport gets: --config <path>.',
    })
  }
}
