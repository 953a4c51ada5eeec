import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createLoginLimiter, type LoginLimiter } from './auth/rate-limit'
import type { MediaFeedConfig } from './media/config'
import type { Database } from './db/client'
import { HttpError, MESSAGES } from './errors'
import { envValue, reviewDigestPeriodMs } from './config'
import { publicHttpSettings } from './public/http-config'
import { requestId, serverLogger } from './logging'
import { registerEarlyAnswerClose } from './early-answer'
import { registerHostCheck } from './host-check'
import { readJsonBodiesStrictly } from './json-body'
import { registerLaunchSecret } from './launch-secret'
import { linkMailer, textMailer, type MailSettings } from './mail'
import { startReviewDigest } from './review/digest'
import { PUBLIC_PREFIX } from '../shared/rules/public'
import { startPublishedRebuild, type RebuildOptions } from './public/rebuild'
import { registerPublicApi, type PublicApiOptions } from './public/routes'
import { registerA11yRoutes, startA11yPass, type A11yPassOptions } from './routes/a11y'
import { registerAccountRoutes } from './routes/accounts'
import { registerAcademicsRoutes } from './routes/academics'
import { registerAlumniRoutes } from './routes/alumni'
import { registerAuditRoutes } from './routes/audit'
import { registerContentRoutes } from './routes/content'
import { registerEventRoutes } from './routes/event'
import { registerGalleryRoutes } from './routes/gallery'
import { registerGeneralRoutes } from './routes/general'
import { registerHeadlineRoutes } from './routes/headline'
import { registerLeadershipRoutes } from './routes/leadership'
import { registerMediaRoutes } from './routes/media'
import { registerNewsRoutes } from './routes/news'
import { registerPartnerRoutes } from './routes/partners'
import { registerPermissionRoutes } from './routes/permission'
import { registerPreviewRoutes } from './routes/preview'
import { registerReadyRoute } from './routes/ready'
import { registerRecordsRoutes } from './routes/records-area'
import { registerRecordsImportRoute } from './routes/records-import'
import { registerSearchRoutes } from './routes/search'
import { registerSetupRoutes } from './routes/setup'
import { registerSessionRoutes } from './routes/session'
import { registerSliderRoutes } from './routes/slider'
import { registerSsoRoutes } from './routes/sso'
import { PASSWORDS_ONLY, type SsoSettings } from './auth/sso-config'
import { registerStaffRoutes } from './routes/staff'
import { registerVersionRoutes } from './routes/versions'
import { startVersionPruner, type PruningOptions } from './retention'
import { registerReviewRoutes } from './routes/review'
import { registerScheduleRoutes } from './routes/schedule'
import { startScheduler, type SchedulingOptions } from './scheduler'
import { registerWebhookRoutes } from './routes/webhooks'
import { startWebhookDelivery, type WebhookWorkerOptions } from './webhooks/deliver'
import { WEBHOOK_PRIVATE_ENV } from '../shared/rules/webhooks'
import { StoreUnavailable, type FileStore } from './storage/file-store'
import { folderStore } from './storage/folder-store'
import { registerStoredFiles } from './storage/serve'
import { registerRenditions } from './storage/renditions'
import { photoPool } from './storage/photo-pool'
import type { StartPhotoProcess } from './storage/photo-process'
import { INCOMING_FOLDER, prepareIncoming } from './storage/uploads'
import { startLikenessBackfill, type LikenessBackfillOptions } from './storage/likeness-backfill'

// The API server: the REST contract under /api/, uploaded files under /public/uploads/.

export interface ServerOptions {
  db: Database
  /**
   * Uploaded files, one folder per kind (SPEC §3 "Image location"); created when missing. With a bucket
   * (`files`), only the temporary folder of files still arriving.
   */
  uploadsDir: string
  /** Where whole, checked uploads are kept: the `uploadsDir` folder unless a bucket is given. */
  files?: FileStore
  /** How photo workers are started: Node's fork unless given (the desktop app's are Electron's utility processes). */
  photoProcesses?: StartPhotoProcess
  /** Images served from this address (a CDN, the bucket's website) instead of by this server: a redirect. */
  publicUploadsUrl?: string | null
  /**
   * Store uploaded photos as sent, metadata and all (KEEP_ORIGINAL_METADATA); by default they are turned
   * upright and their EXIF, XMP and IPTC removed (storage/images.ts).
   */
  keepOriginalMetadata?: boolean
  /** Fastify's logger option; warnings and errors by default. */
  logger?: FastifyServerOptions['logger']
  /** Check every answer against its contract schema (default: outside production). */
  checkAnswers?: boolean
  /**
   * This server is the only one on its database (PGlite, which one process opens at a time): a creating
   * call still marked running from before it started died with the previous process, and is taken over at
   * once instead of after IDEMPOTENCY_LIMITS.abandonedMs (routes/idempotency.ts).
   */
  soleServer?: boolean
  /** The login throttle; tests hand in one with their own clock. */
  loginLimiter?: LoginLimiter
  /**
   * Where the media-coverage feed is read from (routes/media.ts): the address, read at every call so a
   * changed setting takes effect at once; tests also narrow the limits.
   */
  mediaFeed?: MediaFeedConfig
  /**
   * The Host values (name:port) the server answers, for a deployment behind a proxy. Unset: a server bound
   * to loopback answers only its own 127.0.0.1 / localhost / [::1] and port (host-check.ts); any other
   * binding answers every Host.
   */
  allowedHosts?: readonly string[]
  /**
   * A random value every /api/ call must carry in the `x-console-launch` header (launch-secret.ts), for a
   * server only its starter may call. Unset (a standalone deployment): not required.
   */
  launchSecret?: string
  /**
   * Fastify's trustProxy: the proxies (addresses or CIDR ranges) whose X-Forwarded-For names the
   * caller, whose address the login throttle and the audit log then use. Unset: the connecting address.
   */
  trustProxy?: string
  /**
   * Offer the first-run screen's call that makes the first Super Admin while no account exists
   * (routes/setup.ts): for the console's own embedded server only, whose API needs its launch secret.
   */
  firstRunSetup?: boolean
  /**
   * Sign-in through the university's identity provider, and whether passwords still work
   * (auth/sso-config.ts, read from the environment by start.ts). Unset: passwords only.
   */
  sso?: SsoSettings
  /**
   * The console's public address (CONSOLE_PUBLIC_URL) set-password links are built on; unset, the console
   * builds each link from its own address (routes/accounts.ts).
   */
  consolePublicUrl?: string | null
  /** The mail server set-password links are e-mailed through; unset, SMTP_URL and MAIL_FROM if both are set. */
  mail?: MailSettings | null
  /**
   * Issue 25: how often the server removes versions beyond the retention (retention.ts), and in what batches;
   * false: never on its own (tests call pruneVersions directly).
   */
  versionPruning?: PruningOptions | false
  /**
   * Issue 26: how often the server runs the scheduled publishes and unpublishes that are due (scheduler.ts);
   * false: never on its own (tests call runDueJobs with their own clock).
   */
  scheduling?: SchedulingOptions | false
  /**
   * Issue 27: how often the server checks records no save has checked yet (saved before the checker, or
   * imported), and in what batches; false: never on its own (tests call checkUnchecked directly).
   */
  a11yPass?: A11yPassOptions | false
  /**
   * Issue 28: how often the server gives gallery photos stored before likenesses existed theirs, and in what
   * batches; false: never on its own (tests call backfillLikenesses directly).
   */
  likenessBackfill?: LikenessBackfillOptions | false
  /** The server's clock, for the checks of scheduled times; tests hand in their own. */
  now?: () => Date
  /** This is the desktop app's own embedded server (embedded.ts): schedules run only while it runs. */
  embedded?: boolean
  /**
   * Issue 46: serve the public content API (/api/public/v1/), with the site origins CORS admits; false: not
   * served (the embedded server unless PUBLIC_API=1). The projection it reads is kept either way.
   */
  publicApi?: PublicApiOptions | false
  /**
   * Issue 46: how often the server checks whether the published projection must be rebuilt whole (its rules,
   * the time zone or the accessibility levels changed; public/rebuild.ts); false: never on its own (tests
   * call rebuildPublished directly).
   */
  publishedRebuild?: RebuildOptions | false
  /**
   * Issue 46: how the webhook outbox is sent (webhooks/deliver.ts), and whether endpoints may be on private
   * and loopback addresses (default: WEBHOOK_ALLOW_PRIVATE=1). `worker: false`: never sent on its own (tests
   * call deliverDue with their own clock).
   */
  webhooks?: WebhookWorkerOptions & { worker?: boolean }
  /**
   * Issue 48: where mail is configured, how often each person may be mailed their review digest
   * (review/digest.ts; unset, REVIEW_DIGEST_MINUTES); false: never on its own (tests call sendReviewDigests).
   */
  reviewDigest?: { periodMs?: number } | false
}

/** JSON bodies: home content carries six rich-text areas of up to 1,000,000 characters each. Files come
 * as multipart uploads with their own limits. */
const BODY_LIMIT = 8 * 1024 * 1024

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const files = options.files ?? folderStore(options.uploadsDir)
  const serverOptions: FastifyServerOptions = { trustProxy: options.trustProxy ?? false }
  const app = Fastify({
    ...serverOptions,
    logger: options.logger ?? serverLogger('warn'),
    bodyLimit: BODY_LIMIT,
    genReqId: requestId,
  })
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id))
  const photos = photoPool({
    start: options.photoProcesses,
    onWorkerLost: (error) => app.log.error({ err: error }, 'a photo worker stopped; its upload failed'),
  })
  // After the requests in flight (an upload's photo among them) have ended: closeGracefully, embedded close.
  app.addHook('onClose', () => photos.close())
  // Any answer sent before its request's body has arrived: Connection: close, then a lingering close.
  registerEarlyAnswerClose(app)
  app.decorate('services', {
    db: options.db,
    checkAnswers: options.checkAnswers ?? envValue(process.env, 'NODE_ENV') !== 'production',
    runningKeysAbandonedBefore: options.soleServer ? new Date().toISOString() : null,
    uploadsDir: options.uploadsDir,
    files,
    mediaFeed: options.mediaFeed ?? { url: () => null },
    sso: options.sso ?? PASSWORDS_ONLY,
    images: {
      keepMetadata: options.keepOriginalMetadata ?? envValue(process.env, 'KEEP_ORIGINAL_METADATA') === '1',
    },
    photos,
    now: options.now ?? (() => new Date()),
    embedded: options.embedded ?? false,
    webhooks: { allowPrivate: webhookOptions(options.webhooks).allowPrivate ?? false },
  })

  // Set before any route: Fastify gives each route the error handler in force when it is added.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StoreUnavailable) {
      request.log.error({ err: error.cause }, 'file storage unreachable')
      return reply.status(503).send({ message: MESSAGES.storageUnavailable })
    }
    if (error instanceof HttpError) {
      const body = {
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.takenBy === undefined ? {} : { takenBy: error.takenBy }),
      }
      return reply.status(error.statusCode).send(body)
    }
    // Fastify's own refusals (malformed JSON, wrong content type, body too large) keep their 4xx status.
    const status = (error as { statusCode?: unknown }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.status(status).send({ message: error instanceof Error ? error.message : String(error) })
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ message: MESSAGES.internal })
  })
  // Call bodies are JSON (uploads add multipart); a text body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain')
  readJsonBodiesStrictly(app)
  registerHostCheck(app, options.allowedHosts)
  if (options.launchSecret)
    registerLaunchSecret(app, options.launchSecret, options.publicApi ? PUBLIC_PREFIX : null)
  // Multipart bodies are not read here: an upload route streams its own (storage/receive.ts), with the
  // size rule of its folder, after the caller is authenticated.
  await app.register(fastifyMultipart)
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }))

  await mkdir(options.uploadsDir, { recursive: true })
  await prepareIncoming(options.uploadsDir)
  // Before the stored-file routes: the router sends rendition names here, every other name there.
  registerRenditions(app, files, {
    tempDir: join(options.uploadsDir, INCOMING_FOLDER),
    publicBase: options.publicUploadsUrl ?? null,
    originals: files.kind !== 'bucket' && !options.publicUploadsUrl,
  })
  if (files.kind === 'bucket' || options.publicUploadsUrl)
    registerStoredFiles(app, files, options.publicUploadsUrl ?? null)
  else
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/public/uploads/',
      index: false,
      list: false,
      // Files still arriving wait in uploads/.incoming/ (storage/uploads.ts): never served.
      dotfiles: 'ignore',
      // Uploads were checked by content when stored; no browser should guess another type for them.
      setHeaders: (reply) => void reply.header('X-Content-Type-Options', 'nosniff'),
    })

  const loginLimiter = options.loginLimiter ?? createLoginLimiter(options.db)
  registerSessionRoutes(app, loginLimiter)
  registerSsoRoutes(app, app.services.sso)
  registerReadyRoute(app)
  registerSetupRoutes(app, {
    offered: options.firstRunSetup === true && !!options.launchSecret,
    identityProvider: () => app.services.sso.oidc !== null || app.services.sso.saml !== null,
  })
  registerGeneralRoutes(app)
  registerAcademicsRoutes(app)
  registerNewsRoutes(app)
  registerGalleryRoutes(app)
  registerAuditRoutes(app)
  registerEventRoutes(app)
  registerHeadlineRoutes(app)
  registerSliderRoutes(app)
  registerPartnerRoutes(app)
  registerLeadershipRoutes(app)
  registerStaffRoutes(app)
  registerRecordsRoutes(app)
  registerRecordsImportRoute(app)
  registerAlumniRoutes(app)
  registerContentRoutes(app)
  registerMediaRoutes(app)
  registerPermissionRoutes(app)
  const mail = options.mail === undefined ? mailFromEnvironment() : options.mail
  const consolePublicUrl = () =>
    options.consolePublicUrl ?? (envValue(process.env, 'CONSOLE_PUBLIC_URL') || null)
  registerAccountRoutes(app, {
    limiter: loginLimiter,
    sendLinkMail: mail ? linkMailer(mail) : null,
    publicUrl: consolePublicUrl,
  })
  registerVersionRoutes(app)
  registerScheduleRoutes(app)
  registerReviewRoutes(app)
  registerSearchRoutes(app)
  registerA11yRoutes(app)
  if (options.publicApi !== false)
    await registerPublicApi(app, {
      ...(options.publicApi ?? publicHttpSettings(process.env)),
      uploadsBase: options.publicUploadsUrl ?? null,
    })
  if (options.publishedRebuild !== false) startPublishedRebuild(app, options.publishedRebuild)
  registerWebhookRoutes(app)
  registerPreviewRoutes(app)
  if (options.versionPruning !== false) startVersionPruner(app, options.versionPruning)
  if (options.scheduling !== false) startScheduler(app, options.scheduling)
  if (options.a11yPass !== false) startA11yPass(app, options.a11yPass)
  if (options.likenessBackfill !== false) startLikenessBackfill(app, options.likenessBackfill)
  if (options.webhooks?.worker !== false) startWebhookDelivery(app, webhookOptions(options.webhooks))
  if (mail && options.reviewDigest !== false)
    startReviewDigest(app, {
      send: textMailer(mail),
      periodMs: options.reviewDigest?.periodMs ?? reviewDigestPeriodMs(process.env),
      consoleUrl: consolePublicUrl(),
    })
  return app
}

/** The delivery worker's options, private addresses allowed when the deployment says so. */
function webhookOptions(options: WebhookWorkerOptions = {}): WebhookWorkerOptions {
  return {
    ...options,
    allowPrivate: options.allowPrivate ?? envValue(process.env, WEBHOOK_PRIVATE_ENV) === '1',
  }
}

/** SMTP_URL and MAIL_FROM, when both are set. */
function mailFromEnvironment(): MailSettings | null {
  const url = envValue(process.env, 'SMTP_URL')
  const from = envValue(process.env, 'MAIL_FROM')
  return url && from ? { url, from } : null
}
