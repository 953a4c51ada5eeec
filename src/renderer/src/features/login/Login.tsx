import type { MouseEvent } from 'react'
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../app/product'
import { Logo } from '../../components/Logo'
import { SignInForm } from './SignInForm'
import './login.css'

// SPEC §2.3 leaves these footer links leading nowhere.
const leadNowhere = (event: MouseEvent) => event.preventDefault()

/** SPEC §2.3 'Admin Login'. On success the /login route itself sends the user to '/'. */
export function Login() {
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <Logo width={60} height={48} />
          <span>{PRODUCT_NAME}</span>
        </div>
        <h1 className="login-title">Admin Login</h1>
        <SignInForm />
      </main>
      <footer className="login-footer">
        <nav aria-label="Site links">
          {['Home', 'About', 'Contact Us'].map((label) => (
            <a key={label} href="#" onClick={leadNowhere}>
              {label}
            </a>
          ))}
        </nav>
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  )
}
