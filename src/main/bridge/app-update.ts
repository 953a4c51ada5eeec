import type { UpdateStatus } from '../../shared/rules/updates'
import type { TableHandlers } from './register'
import type { UpdateController } from '../desktop/updates'

// The page's two update calls. Browser mode and a desktop app with no feed have no controller: 'off'.

export type AppUpdateControls = Pick<UpdateController, 'status' | 'restart'>

export function appUpdateHandlers(
  controls?: AppUpdateControls,
): Pick<TableHandlers, 'appUpdate.status' | 'appUpdate.restart'> {
  return {
    'appUpdate.status': async (): Promise<UpdateStatus> => controls?.status() ?? { state: 'off' },
    'appUpdate.restart': async () => controls?.restart() ?? false,
  }
}
