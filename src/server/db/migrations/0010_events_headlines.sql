CREATE UNIQUE INDEX "event_faculty_title_unique" ON "event" USING btree ("FacultyCode",lower(btrim("Title")));--> statement-breakpoint
CREATE UNIQUE INDEX "headline_link_title_unique" ON "headline" USING btree (lower(btrim("LinkTitle")));
