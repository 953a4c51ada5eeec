import type { ComponentType } from 'react'
import type { RoutePath } from '../../../shared/rules/routes'
import { AuditLog } from '../features/audit/AuditLog'
import { AddAlumniFeedback } from '../features/alumni/AddAlumniFeedback'
import { AlumniFeedbackList } from '../features/alumni/AlumniFeedbackList'
import { AlumniList } from '../features/alumni/AlumniList'
import { UpdateAlumniFeedback } from '../features/alumni/UpdateAlumniFeedback'
import { Dashboard } from '../features/dashboard/Dashboard'
import { HomeContent } from '../features/content/HomeContent'
import { AddEvent } from '../features/event/AddEvent'
import { EventList } from '../features/event/EventList'
import { UpdateEvent } from '../features/event/UpdateEvent'
import { CourseAbout } from '../features/faculty/CourseAbout'
import { CourseList } from '../features/faculty/CourseList'
import { FacultyContent } from '../features/faculty/FacultyContent'
import { FacultyDashboard } from '../features/faculty/FacultyDashboard'
import { FacultyRedirect } from '../features/faculty/FacultyRedirect'
import { AddGallery } from '../features/gallery/AddGallery'
import { GalleryCategory } from '../features/gallery/GalleryCategory'
import { GalleryList } from '../features/gallery/GalleryList'
import { GallerySubCategory } from '../features/gallery/GallerySubCategory'
import { UpdateGallery } from '../features/gallery/UpdateGallery'
import { AddHeadline } from '../features/headline/AddHeadline'
import { HeadlineList } from '../features/headline/HeadlineList'
import { UpdateHeadline } from '../features/headline/UpdateHeadline'
import { AddLeadership } from '../features/leadership/AddLeadership'
import { BoardList } from '../features/leadership/BoardList'
import { EnrolManagement } from '../features/leadership/EnrolManagement'
import { EnrolSenate } from '../features/leadership/EnrolSenate'
import { LeadershipList } from '../features/leadership/LeadershipList'
import { ManagementList } from '../features/leadership/ManagementList'
import { SenateList } from '../features/leadership/SenateList'
import { UpdateLeadership } from '../features/leadership/UpdateLeadership'
import { AddNews } from '../features/news/AddNews'
import { NewsList } from '../features/news/NewsList'
import { MediaCoverage } from '../features/news/MediaCoverage'
import { UpdateNews } from '../features/news/UpdateNews'
import { AddPartner } from '../features/partners/AddPartner'
import { AddPermission } from '../features/permission/AddPermission'
import { GroupMembers } from '../features/permission/GroupMembers'
import { PermissionGroupList } from '../features/permission/PermissionGroupList'
import { PartnersList } from '../features/partners/PartnersList'
import { UpdatePartner } from '../features/partners/UpdatePartner'
import { AddSlider } from '../features/sliders/AddSlider'
import { SliderList } from '../features/sliders/SliderList'
import { UpdateSlider } from '../features/sliders/UpdateSlider'

/**
 * The screens that exist, by route (SPEC §2.1). A screen's issue adds one line here; a route of the table
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
  '/news/general/media': MediaCoverage,
  '/permission': PermissionGroupList,
  '/permission/add': AddPermission,
  '/permission/group/members': GroupMembers,
}
