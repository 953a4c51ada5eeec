import { channel } from '../../shared/bridge'
import type { UpdateStatus } from '../../shared/rules/updates'
import type { Handler } from './handlers'
import type { UpdateController } from '../desktop/updates'

// The page's two update calls. Browser mode and a desktop app with no feed have no controller: 'off'.

export type AppUpdateControls = Pick<UpdateController, 'status' | 'restart'>

export function appUpdateHandlers(controls?: AppUpdateControls): Record<string, Handler> {
  return {
    [channel.appUpdateStatus]: async (): Promise<UpdateStatus> => controls?.status() ?? { state: 'off' },
    [channel.appUpdateRestart]: async () => controls?.restart() ?? false,
  }
}
