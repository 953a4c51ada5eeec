-- Issue 23: a photo uploaded in the save that created its record joins the creation's audit entry; the
-- server finds that entry by the record's newest one, which on a long log wants an index, not a scan.
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record","id");
