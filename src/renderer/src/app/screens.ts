import type { ComponentType } from 'react'
import type { RoutePath } from '../../../shared/rules/routes'
import { AddAlumniFeedback } from '../features/alumni/AddAlumniFeedback'
import { AlumniFeedbackList } from '../features/alumni/AlumniFeedbackList'
import { AlumniList } from '../features/alumni/AlumniList'
import { UpdateAlumniFeedback } from '../features/alumni/UpdateAlumniFeedback'
import { Dashboard } from '../features/dashboard/Dashboard'
import { AddGallery } from '../features/gallery/AddGallery'
import { GalleryCategory } from '../features/gallery/GalleryCategory'
import { GalleryList } from '../features/gallery/GalleryList'
import { GallerySubCategory } from '../features/gallery/GallerySubCategory'
import { UpdateGallery } from '../features/gallery/UpdateGallery'
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
import { UpdateNews } from '../features/news/UpdateNews'

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
}
