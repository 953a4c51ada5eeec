CREATE TABLE "alumni_feedback" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"StudentID" text NOT NULL,
	"StudentName" text NOT NULL,
	"Title" text NOT NULL,
	"ImagePath" text,
	"Description" text DEFAULT '' NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alumni_student" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"StudentID" text NOT NULL,
	"StudentName" text NOT NULL,
	"Gender" text NOT NULL,
	"CourseName" text NOT NULL,
	CONSTRAINT "alumni_student_StudentID_unique" UNIQUE("StudentID")
);
--> statement-breakpoint
CREATE TABLE "course" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"CourseName" text NOT NULL,
	"CourseCode" text NOT NULL,
	"Duration" integer DEFAULT 4 NOT NULL,
	"DurationType" text DEFAULT 'Years' NOT NULL,
	"Slug" text NOT NULL,
	"FacultyCode" text NOT NULL,
	CONSTRAINT "course_CourseCode_unique" UNIQUE("CourseCode"),
	CONSTRAINT "course_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "course_about" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"CourseCode" text NOT NULL,
	"Description" text,
	"ImagePath" text,
	"CourseHOD" text,
	"HODContent" text,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone,
	CONSTRAINT "course_about_CourseCode_unique" UNIQUE("CourseCode")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"Title" text NOT NULL,
	"Description" text DEFAULT '' NOT NULL,
	"EventDate" date NOT NULL,
	"StartTime" time NOT NULL,
	"EndTime" time NOT NULL,
	"Location" text NOT NULL,
	"Status" integer DEFAULT 1 NOT NULL,
	"FacultyCode" text DEFAULT 'General' NOT NULL,
	"ImagePath" text,
	"ViewCount" integer DEFAULT 0 NOT NULL,
	"Slug" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone,
	CONSTRAINT "event_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "faculty" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"FacultyCode" text NOT NULL,
	"FacultyName" text NOT NULL,
	"FacultyDean" text,
	"FacultyColor" text,
	"Slug" text NOT NULL,
	"FacultyImage" text,
	"FacultyDetail" text,
	"FacultyEmail" text,
	"FacultyPhone" text,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faculty_FacultyCode_unique" UNIQUE("FacultyCode"),
	CONSTRAINT "faculty_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "gallery" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"ImageTitle" text NOT NULL,
	"ImagePath" text,
	"CategoryID" integer NOT NULL,
	"SubCategoryID" integer NOT NULL,
	"FacultyCode" text DEFAULT 'General' NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gallery_category" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"CategoryName" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_category_CategoryName_unique" UNIQUE("CategoryName")
);
--> statement-breakpoint
CREATE TABLE "gallery_subcategory" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"CategoryID" integer NOT NULL,
	"SubCategoryName" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_subcategory_name_unique" UNIQUE("CategoryID","SubCategoryName")
);
--> statement-breakpoint
CREATE TABLE "headline" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"LinkTitle" text NOT NULL,
	"LinkPath" text NOT NULL,
	"BGColour" text NOT NULL,
	"Message" text DEFAULT '' NOT NULL,
	"MessageDate" timestamp with time zone DEFAULT now() NOT NULL,
	"Slug" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone,
	CONSTRAINT "headline_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"DiscoverContent" text,
	"DiscoverPicture" text,
	"AboutContent" text,
	"CampusImage" text,
	"CampusImage2" text,
	"CampusContent" text,
	"CampusContent2" text,
	"EducationContent" text,
	"RegistryContent" text,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"entry_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leadership" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"Title" text NOT NULL,
	"FullName" text NOT NULL,
	"Position" integer NOT NULL,
	"Designation" text NOT NULL,
	"Category" text NOT NULL,
	"Status" integer DEFAULT 1 NOT NULL,
	"ImagePath" text,
	"Description" text,
	"StaffID" integer,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_news" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"publishedAt" text DEFAULT '' NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_news_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "module" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"ModuleCode" text NOT NULL,
	"ModuleName" text NOT NULL,
	"CourseCode" text,
	"CreditUnit" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "module_ModuleCode_unique" UNIQUE("ModuleCode")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"Title" text NOT NULL,
	"Description" text DEFAULT '' NOT NULL,
	"ImagePath" text,
	"Status" integer DEFAULT 1 NOT NULL,
	"FacultyCode" text DEFAULT 'General' NOT NULL,
	"ViewCount" integer DEFAULT 0 NOT NULL,
	"Slug" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone,
	CONSTRAINT "news_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"PartnerName" text NOT NULL,
	"ImagePath" text,
	"Status" text DEFAULT '1' NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"StaffID" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider" (
	"EntryID" serial PRIMARY KEY NOT NULL,
	"Title" text NOT NULL,
	"Caption" text NOT NULL,
	"ImagePath" text,
	"ImagePosition" integer NOT NULL,
	"BtnName" text NOT NULL,
	"BtnLink" text NOT NULL,
	"Slug" text NOT NULL,
	"InsertedBy" text DEFAULT '' NOT NULL,
	"InsertedDate" timestamp with time zone DEFAULT now() NOT NULL,
	"UpdatedBy" text,
	"UpdatedDate" timestamp with time zone,
	CONSTRAINT "slider_Slug_unique" UNIQUE("Slug")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"StaffID" serial PRIMARY KEY NOT NULL,
	"FirstName" text NOT NULL,
	"MiddleName" text DEFAULT '' NOT NULL,
	"Surname" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"IsAdmin" integer DEFAULT 0 NOT NULL,
	"FacultyCode" text,
	"username" text,
	"PasswordHash" text,
	"Active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "staff_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_FacultyCode_faculty_FacultyCode_fk" FOREIGN KEY ("FacultyCode") REFERENCES "public"."faculty"("FacultyCode") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "course_about" ADD CONSTRAINT "course_about_CourseCode_course_CourseCode_fk" FOREIGN KEY ("CourseCode") REFERENCES "public"."course"("CourseCode") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_CategoryID_gallery_category_EntryID_fk" FOREIGN KEY ("CategoryID") REFERENCES "public"."gallery_category"("EntryID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_SubCategoryID_gallery_subcategory_EntryID_fk" FOREIGN KEY ("SubCategoryID") REFERENCES "public"."gallery_subcategory"("EntryID") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_subcategory" ADD CONSTRAINT "gallery_subcategory_CategoryID_gallery_category_EntryID_fk" FOREIGN KEY ("CategoryID") REFERENCES "public"."gallery_category"("EntryID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership" ADD CONSTRAINT "leadership_StaffID_staff_StaffID_fk" FOREIGN KEY ("StaffID") REFERENCES "public"."staff"("StaffID") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module" ADD CONSTRAINT "module_CourseCode_course_CourseCode_fk" FOREIGN KEY ("CourseCode") REFERENCES "public"."course"("CourseCode") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_StaffID_staff_StaffID_fk" FOREIGN KEY ("StaffID") REFERENCES "public"."staff"("StaffID") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_faculty_idx" ON "course" USING btree ("FacultyCode");--> statement-breakpoint
CREATE INDEX "event_faculty_idx" ON "event" USING btree ("FacultyCode");--> statement-breakpoint
CREATE INDEX "news_faculty_idx" ON "news" USING btree ("FacultyCode");--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("StaffID");