import type { ComponentType } from 'react'
import type { RoutePath } from '../../../shared/rules/routes'
import { Dashboard } from '../features/dashboard/Dashboard'
import { AddGallery } from '../features/gallery/AddGallery'
import { GalleryCategory } from '../features/gallery/GalleryCategory'
import { GalleryList } from '../features/gallery/GalleryList'
import { GallerySubCategory } from '../features/gallery/GallerySubCategory'
import { UpdateGallery } from '../features/gallery/UpdateGallery'
import { AddNews } from '../features/news/AddNews'
import { NewsList } from '../features/news/NewsList'
import { UpdateNews } from '../features/news/UpdateNews'
import { AddPartner } from '../features/partners/AddPartner'
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
  '/general/slider/addslider': AddSlider,
  '/general/slider/sliderslist': SliderList,
  '/general/slider/update': UpdateSlider,
  '/general/partners/add': AddPartner,
  '/general/partners/list': PartnersList,
  '/general/partners/update': UpdatePartner,
}
