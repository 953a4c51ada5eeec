import { WEBHOOK_TEXT as T } from '../../../../shared/rules/webhooks'
import { CopyOnceDialog } from '../../components/CopyOnceDialog'

/** The new endpoint's signing secret, the one time it is shown: the server never answers it again. */
export function SecretDialog({ secret, onDone }: { secret: string; onDone(): void }) {
  const words = { title: T.secretTitle, text: T.secretIntro, copy: T.copy, copied: T.copied, done: T.close }
  return <CopyOnceDialog value={secret} words={words} onDone={onDone} />
}
