-- +goose Up
-- create index "cmistunneladvance_tenant_id_re_f3aa59cc4bb9f59466c4c10824aa3245" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_re_f3aa59cc4bb9f59466c4c10824aa3245" ON "cmis_tunnel_advance" ("tenant_id", "report_date", "del_flag", "section_id", "advance");
-- create index "cmistunneladvance_tenant_id_se_25d9d2b78e835204d0e741a3594b99ec" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_se_25d9d2b78e835204d0e741a3594b99ec" ON "cmis_tunnel_advance" ("tenant_id", "section_id", "del_flag", "report_date", "advance");

-- +goose Down
-- reverse: create index "cmistunneladvance_tenant_id_se_25d9d2b78e835204d0e741a3594b99ec" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_se_25d9d2b78e835204d0e741a3594b99ec";
-- reverse: create index "cmistunneladvance_tenant_id_re_f3aa59cc4bb9f59466c4c10824aa3245" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_re_f3aa59cc4bb9f59466c4c10824aa3245";
