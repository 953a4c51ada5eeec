import type { ComponentType } from 'react'
import type { RoutePath } from '../../../shared/rules/routes'
import { Dashboard } from '../features/dashboard/Dashboard'

/**
 * The screens that exist, by route (SPEC §2.1). A screen's issue adds one line here; a route of the table
 * without a line shows the not-found screen, behind the same level guard.
 */
export const SCREENS: Partial<Record<RoutePath, ComponentType>> = {
  '/': Dashboard,
}
