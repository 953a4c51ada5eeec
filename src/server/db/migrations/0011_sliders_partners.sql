CREATE UNIQUE INDEX "slider_title_unique" ON "slider" USING btree (lower(btrim("Title")));--> statement-breakpoint
CREATE UNIQUE INDEX "partner_name_unique" ON "partner" USING btree (lower(btrim("PartnerName")));
