import { LOGIN_PATH } from '../../../../shared/rules/login'
import { SSO_TEXT } from '../../../../shared/rules/sso'
import { PageLink } from '../../app/page-nav'
import { LoginCard } from './LoginCard'

/** Signed in with the university's account, but no group yet: who to ask, and the way back. */
export function AccessWaiting() {
  return (
    <LoginCard title={SSO_TEXT.waitingTitle}>
      <p className="login-intro">{SSO_TEXT.waiting}</p>
      <PageLink to={LOGIN_PATH}>{SSO_TEXT.backToSignIn}</PageLink>
    </LoginCard>
  )
}
