import type { ComponentType } from 'react'
import { onDemand } from '../components/on-demand'
import type { RoutePath } from '../../../shared/rules/routes'
import { RECORD_KINDS, recordPaths } from '../../../shared/rules/records'
import { RETENTION_PATH } from '../../../shared/rules/retention'
import { ZONE_PATH } from '../../../shared/rules/schedule'
import { LOCALE_PATH } from '../../../shared/rules/locales'
import { PREVIEW_SETTINGS_PATH } from '../../../shared/rules/preview'
import { A11Y_PATHS } from '../../../shared/rules/a11y-screens'
import { WEBHOOK_PATH } from '../../../shared/rules/webhooks'
import { REVIEW_PATH } from '../../../shared/rules/review'
const ReviewChanges = onDemand(() => import('../features/review/ReviewChanges'), 'ReviewChanges')
const WebhookList = onDemand(() => import('../features/webhooks/WebhookList'), 'WebhookList')
const RecordList = onDemand(() => import('../features/records/RecordList'), 'RecordList')
const AddRecord = onDemand(() => import('../features/records/AddRecord'), 'AddRecord')
const UpdateRecord = onDemand(() => import('../features/records/UpdateRecord'), 'UpdateRecord')
const ImportRecords = onDemand(() => import('../features/records/ImportRecords'), 'ImportRecords')
import { SSO_WAITING_LIST_ROUTE } from '../../../shared/rules/sso'
const AccountList = onDemand(() => import('../features/accounts/AccountList'), 'AccountList')
const AddAccount = onDemand(() => import('../features/accounts/AddAccount'), 'AddAccount')
const UpdateAccount = onDemand(() => import('../features/accounts/UpdateAccount'), 'UpdateAccount')
const A11yReport = onDemand(() => import('../features/a11y/A11yReport'), 'A11yReport')
const AuditLog = onDemand(() => import('../features/audit/AuditLog'), 'AuditLog')
const SitePreview = onDemand(() => import('../features/preview/SitePreview'), 'SitePreview')
const VersionRetention = onDemand(() => import('../features/versions/VersionRetention'), 'VersionRetention')
const UniversityTimeZone = onDemand(
  () => import('../features/schedule/UniversityTimeZone'),
  'UniversityTimeZone',
)
const UniversityLocale = onDemand(() => import('../features/schedule/UniversityLocale'), 'UniversityLocale')
const AddAlumniFeedback = onDemand(() => import('../features/alumni/AddAlumniFeedback'), 'AddAlumniFeedback')
const AlumniFeedbackList = onDemand(
  () => import('../features/alumni/AlumniFeedbackList'),
  'AlumniFeedbackList',
)
const AlumniList = onDemand(() => import('../features/alumni/AlumniList'), 'AlumniList')
const UpdateAlumniFeedback = onDemand(
  () => import('../features/alumni/UpdateAlumniFeedback'),
  'UpdateAlumniFeedback',
)
const Dashboard = onDemand(() => import('../features/dashboard/Dashboard'), 'Dashboard')
const HomeContent = onDemand(() => import('../features/content/HomeContent'), 'HomeContent')
const AddEvent = onDemand(() => import('../features/event/AddEvent'), 'AddEvent')
const EventList = onDemand(() => import('../features/event/EventList'), 'EventList')
const UpdateEvent = onDemand(() => import('../features/event/UpdateEvent'), 'UpdateEvent')
const CourseAbout = onDemand(() => import('../features/faculty/CourseAbout'), 'CourseAbout')
const CourseList = onDemand(() => import('../features/faculty/CourseList'), 'CourseList')
const FacultyContent = onDemand(() => import('../features/faculty/FacultyContent'), 'FacultyContent')
const FacultyDashboard = onDemand(() => import('../features/faculty/FacultyDashboard'), 'FacultyDashboard')
const FacultyRedirect = onDemand(() => import('../features/faculty/FacultyRedirect'), 'FacultyRedirect')
const AddGallery = onDemand(() => import('../features/gallery/AddGallery'), 'AddGallery')
const GalleryCategory = onDemand(() => import('../features/gallery/GalleryCategory'), 'GalleryCategory')
const GalleryList = onDemand(() => import('../features/gallery/GalleryList'), 'GalleryList')
const GallerySubCategory = onDemand(
  () => import('../features/gallery/GallerySubCategory'),
  'GallerySubCategory',
)
const UpdateGallery = onDemand(() => import('../features/gallery/UpdateGallery'), 'UpdateGallery')
const AddHeadline = onDemand(() => import('../features/headline/AddHeadline'), 'AddHeadline')
const HeadlineList = onDemand(() => import('../features/headline/HeadlineList'), 'HeadlineList')
const UpdateHeadline = onDemand(() => import('../features/headline/UpdateHeadline'), 'UpdateHeadline')
const AddLeadership = onDemand(() => import('../features/leadership/AddLeadership'), 'AddLeadership')
const BoardList = onDemand(() => import('../features/leadership/BoardList'), 'BoardList')
const EnrolManagement = onDemand(() => import('../features/leadership/EnrolManagement'), 'EnrolManagement')
const EnrolSenate = onDemand(() => import('../features/leadership/EnrolSenate'), 'EnrolSenate')
const LeadershipList = onDemand(() => import('../features/leadership/LeadershipList'), 'LeadershipList')
const ManagementList = onDemand(() => import('../features/leadership/ManagementList'), 'ManagementList')
const SenateList = onDemand(() => import('../features/leadership/SenateList'), 'SenateList')
const UpdateLeadership = onDemand(() => import('../features/leadership/UpdateLeadership'), 'UpdateLeadership')
const AddNews = onDemand(() => import('../features/news/AddNews'), 'AddNews')
const NewsList = onDemand(() => import('../features/news/NewsList'), 'NewsList')
const MediaCoverage = onDemand(() => import('../features/news/MediaCoverage'), 'MediaCoverage')
const UpdateNews = onDemand(() => import('../features/news/UpdateNews'), 'UpdateNews')
const AddPartner = onDemand(() => import('../features/partners/AddPartner'), 'AddPartner')
const AddPermission = onDemand(() => import('../features/permission/AddPermission'), 'AddPermission')
const GroupMembers = onDemand(() => import('../features/permission/GroupMembers'), 'GroupMembers')
const PermissionGroupList = onDemand(
  () => import('../features/permission/PermissionGroupList'),
  'PermissionGroupList',
)
const WaitingForAccess = onDemand(() => import('../features/permission/WaitingForAccess'), 'WaitingForAccess')
const PartnersList = onDemand(() => import('../features/partners/PartnersList'), 'PartnersList')
const UpdatePartner = onDemand(() => import('../features/partners/UpdatePartner'), 'UpdatePartner')
const AddSlider = onDemand(() => import('../features/sliders/AddSlider'), 'AddSlider')
const SliderList = onDemand(() => import('../features/sliders/SliderList'), 'SliderList')
const UpdateSlider = onDemand(() => import('../features/sliders/UpdateSlider'), 'UpdateSlider')

/** The first screen after sign-in, fetched while the login screen waits. */
export const preloadFirstScreen = Dashboard.preload

/**
 * The screens that exist, by route (SPEC §2.1). Each is loaded on demand (its own chunk), so the login screen
 * never downloads AG Grid, Slate or another screen's code; AppRoutes wraps them in Suspense. A screen's issue adds one line here; a route of the table
 * without a line shows the not-found screen, behind the same level guard.
 */
export const SCREENS: Partial<Record<RoutePath, ComponentType>> = {
  '/': Dashboard,
  '/about/gallery/addphoto': AddGallery,
  '/about/gallery/list': GalleryList,
  '/about/gallery/addcategory': GalleryCategory,
  '/about/gallery/addsubcategory': GallerySubCategory,
  '/about/gallery/update': UpdateGallery,
  '/news/general/add': AddNews,
  '/news/general/news/list': NewsList,
  '/news/general/update': UpdateNews,
  '/faculty/news/add': AddNews,
  '/faculty/news/list': NewsList,
  '/faculty/news/update': UpdateNews,
  '/audit': AuditLog,
  '/event/general/add': AddEvent,
  '/event/general/list': EventList,
  '/event/general/update': UpdateEvent,
  '/faculty/event/add': AddEvent,
  '/faculty/event/list': EventList,
  '/faculty/event/update': UpdateEvent,
  '/general/headline/addheadline': AddHeadline,
  '/general/headline/headlinelist': HeadlineList,
  '/general/headline/update': UpdateHeadline,
  '/general/slider/addslider': AddSlider,
  '/general/slider/sliderslist': SliderList,
  '/general/slider/update': UpdateSlider,
  '/general/partners/add': AddPartner,
  '/general/partners/list': PartnersList,
  '/general/partners/update': UpdatePartner,
  '/leadership/addleadership': AddLeadership,
  '/leadership/leadershiplist': LeadershipList,
  '/leadership/boardlist': BoardList,
  '/leadership/update': UpdateLeadership,
  '/leadership/enrolsenate': EnrolSenate,
  '/leadership/enrolmanagement': EnrolManagement,
  '/leadership/senatelist': SenateList,
  '/leadership/managementlist': ManagementList,
  '/alumni/list': AlumniList,
  '/alumni/viewalumni': AlumniList,
  '/alumni/feedback/list': AlumniFeedbackList,
  '/alumni/feedback/add': AddAlumniFeedback,
  '/alumni/feedback/update': UpdateAlumniFeedback,
  '/faculty/dashboard/:slug': FacultyDashboard,
  '/faculty': FacultyRedirect,
  '/faculty/course': CourseList,
  '/faculty/course/about': CourseAbout,
  '/faculty/content': FacultyContent,
  '/content': HomeContent,
  [RETENTION_PATH]: VersionRetention,
  [ZONE_PATH]: UniversityTimeZone,
  [LOCALE_PATH]: UniversityLocale,
  [PREVIEW_SETTINGS_PATH]: SitePreview,
  [A11Y_PATHS.general]: A11yReport,
  [A11Y_PATHS.faculty]: A11yReport,
  [WEBHOOK_PATH]: WebhookList,
  [REVIEW_PATH]: ReviewChanges,
  '/news/general/media': MediaCoverage,
  '/permission': PermissionGroupList,
  '/permission/add': AddPermission,
  '/permission/group/members': GroupMembers,
  // Issue 22: the same four screens serve every kind of university record.
  ...Object.fromEntries(
    RECORD_KINDS.flatMap((kind) => {
      const paths = recordPaths(kind)
      return [
        [paths.list, RecordList],
        [paths.add, AddRecord],
        [paths.update, UpdateRecord],
        [paths.import, ImportRecords],
      ]
    }),
  ),
  [SSO_WAITING_LIST_ROUTE]: WaitingForAccess,
  '/accounts': AccountList,
  '/accounts/add': AddAccount,
  '/accounts/update': UpdateAccount,
}
