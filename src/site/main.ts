import { startSite, WEBHOOK_PATH } from './server'
import { siteSettings } from './settings'

// `npm run site`: the reference public site, reading the public API named by SITE_API_URL (docs/site.md).

try {
  const settings = siteSettings(process.env)
  const site = await startSite(settings)
  console.log(`Site at ${site.url}/ reading ${settings.apiUrl}`)
  console.log(
    settings.webhookSecret
      ? `Webhook endpoint at ${site.url}${WEBHOOK_PATH}`
      : 'No SITE_WEBHOOK_SECRET: pages refresh as the API answers say, not at once on a publish',
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void site.close().then(() => process.exit(0))
    })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
