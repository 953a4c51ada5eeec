CREATE UNIQUE INDEX "leadership_category_staff_unique" ON "leadership" USING btree ("Category","StaffID") WHERE "leadership"."StaffID" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leadership_category_name_unique" ON "leadership" USING btree ("Category",lower(btrim("Title")),lower(btrim("FullName")));--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_feedback_title_unique" ON "alumni_feedback" USING btree (lower(btrim("Title")));
