import type { ReactNode } from 'react'
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../app/product'
import { Logo } from '../../components/Logo'
import './login.css'

/**
 * The signed-out pages' frame (SPEC §2.3): the product's card with a title, and the footer. SPEC's footer
 * links (Home, About, Contact Us) led nowhere, so they are gone; the copyright line stays (issue 23).
 */
export function LoginCard({ title, children }: { title: string | null; children?: ReactNode }) {
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <Logo width={60} height={48} />
          <span>{PRODUCT_NAME}</span>
        </div>
        {title !== null && <h1 className="login-title">{title}</h1>}
        {children}
      </main>
      <footer className="login-footer">
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  )
}
