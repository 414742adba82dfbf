-- +goose Up
-- create "cmis_advance_daily" table
CREATE TABLE `cmis_advance_daily` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `tenant_id` integer NOT NULL DEFAULT (0), `section_id` text NOT NULL DEFAULT (''), `report_date` datetime NOT NULL, `metres` real NOT NULL DEFAULT (0), `records` integer NOT NULL DEFAULT (0));
-- create index "cmisadvancedaily_tenant_id_section_id_report_date" to table: "cmis_advance_daily"
CREATE UNIQUE INDEX `cmisadvancedaily_tenant_id_section_id_report_date` ON `cmis_advance_daily` (`tenant_id`, `section_id`, `report_date`);

-- Hand-written: the triggers that keep cmis_advance_daily in step with
-- cmis_tunnel_advance in the writing transaction, and the sums of the rows
-- already there.
-- +goose StatementBegin
CREATE TRIGGER cmis_advance_daily_insert AFTER INSERT ON `cmis_tunnel_advance` BEGIN
  INSERT INTO cmis_advance_daily (tenant_id, section_id, report_date, metres, records)
    SELECT NEW.tenant_id, COALESCE(NEW.section_id, ''), NEW.report_date, COALESCE(NEW.advance, 0), 1 WHERE NEW.del_flag = 0
    ON CONFLICT (tenant_id, section_id, report_date)
    DO UPDATE SET metres = cmis_advance_daily.metres + excluded.metres, records = cmis_advance_daily.records + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER cmis_advance_daily_update AFTER UPDATE OF tenant_id, section_id, report_date, advance, del_flag ON `cmis_tunnel_advance` BEGIN
  UPDATE cmis_advance_daily SET metres = metres - COALESCE(OLD.advance, 0), records = records - 1
    WHERE OLD.del_flag = 0 AND tenant_id = OLD.tenant_id AND section_id = COALESCE(OLD.section_id, '') AND report_date = OLD.report_date;
  INSERT INTO cmis_advance_daily (tenant_id, section_id, report_date, metres, records)
    SELECT NEW.tenant_id, COALESCE(NEW.section_id, ''), NEW.report_date, COALESCE(NEW.advance, 0), 1 WHERE NEW.del_flag = 0
    ON CONFLICT (tenant_id, section_id, report_date)
    DO UPDATE SET metres = cmis_advance_daily.metres + excluded.metres, records = cmis_advance_daily.records + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER cmis_advance_daily_delete AFTER DELETE ON `cmis_tunnel_advance` BEGIN
  UPDATE cmis_advance_daily SET metres = metres - COALESCE(OLD.advance, 0), records = records - 1
    WHERE OLD.del_flag = 0 AND tenant_id = OLD.tenant_id AND section_id = COALESCE(OLD.section_id, '') AND report_date = OLD.report_date;
END;
-- +goose StatementEnd
INSERT INTO cmis_advance_daily (tenant_id, section_id, report_date, metres, records)
  SELECT tenant_id, COALESCE(section_id, ''), report_date, COALESCE(SUM(advance), 0), COUNT(*)
  FROM cmis_tunnel_advance WHERE del_flag = 0 GROUP BY tenant_id, COALESCE(section_id, ''), report_date;

-- +goose Down
DROP TRIGGER cmis_advance_daily_delete;
DROP TRIGGER cmis_advance_daily_update;
DROP TRIGGER cmis_advance_daily_insert;
-- reverse: create index "cmisadvancedaily_tenant_id_section_id_report_date" to table: "cmis_advance_daily"
DROP INDEX `cmisadvancedaily_tenant_id_section_id_report_date`;
-- reverse: create "cmis_advance_daily" table
DROP TABLE `cmis_advance_daily`;
