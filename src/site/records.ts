import { z } from 'zod'
import { PublicImage, PublicRichText } from '../shared/contract/public'

// What the site reads of the public API's answers (docs/public-api.md, "Addresses"), each checked as it
// arrives. Fields the site does not show are let through unread, so the API may add some without breaking it.

const Record = { id: z.number(), slug: z.string().nullable(), faculty: z.string() }
const Image = PublicImage.nullable()

export const NewsItem = z.object({
  ...Record,
  title: z.string(),
  content: PublicRichText,
  image: Image,
  publishedAt: z.string(),
  updatedAt: z.string().nullable(),
})
export const EventItem = z.object({
  ...Record,
  title: z.string(),
  content: PublicRichText,
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  image: Image,
})
export const Headline = z.object({
  ...Record,
  title: z.string(),
  link: z.string(),
  colour: z.string(),
  message: PublicRichText,
  date: z.string(),
})
export const Slider = z.object({
  ...Record,
  title: z.string(),
  caption: z.string(),
  image: Image,
  position: z.number(),
  buttonText: z.string(),
  buttonLink: z.string(),
})
export const Partner = z.object({ ...Record, name: z.string(), logo: Image })
export const GalleryItem = z.object({
  ...Record,
  title: z.string(),
  media: Image,
  captions: z.string().nullable(),
  categoryId: z.number(),
  subCategoryId: z.number(),
})
export const GalleryCategory = z.object({
  id: z.number(),
  categoryId: z.number(),
  category: z.string(),
  name: z.string(),
})
export const Faculty = z.object({
  ...Record,
  code: z.string(),
  name: z.string(),
  dean: z.string(),
  colour: z.string(),
  image: Image,
  detail: PublicRichText,
  email: z.string(),
  phone: z.string(),
})
export const Course = z.object({
  ...Record,
  name: z.string(),
  code: z.string(),
  duration: z.number(),
  durationType: z.string(),
  about: PublicRichText,
  image: Image,
  headOfDepartment: z.string(),
  headOfDepartmentMessage: PublicRichText,
})

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.string().nullable() })
export const GalleryPage = pageOf(GalleryItem).extend({ categories: z.array(GalleryCategory) })

export type NewsItem = z.infer<typeof NewsItem>
export type EventItem = z.infer<typeof EventItem>
export type Headline = z.infer<typeof Headline>
export type Slider = z.infer<typeof Slider>
export type Partner = z.infer<typeof Partner>
export type GalleryItem = z.infer<typeof GalleryItem>
export type GalleryCategory = z.infer<typeof GalleryCategory>
export type Faculty = z.infer<typeof Faculty>
export type Course = z.infer<typeof Course>
export type PublicImage = z.infer<typeof PublicImage>
