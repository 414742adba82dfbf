-- +goose Up
-- create index "cmistunneladvance_tenant_id_sec_02fedd6f21b508cf52a8d9c8f10ee8c9" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_sec_02fedd6f21b508cf52a8d9c8f10ee8c9` ON `cmis_tunnel_advance` (`tenant_id`, `section_id`, `del_flag`, `report_date`, `advance`);
-- create index "cmistunneladvance_tenant_id_rep_666da175a6180737cae321cc034272da" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_rep_666da175a6180737cae321cc034272da` ON `cmis_tunnel_advance` (`tenant_id`, `report_date`, `del_flag`, `section_id`, `advance`);

-- +goose Down
-- reverse: create index "cmistunneladvance_tenant_id_rep_666da175a6180737cae321cc034272da" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_rep_666da175a6180737cae321cc034272da`;
-- reverse: create index "cmistunneladvance_tenant_id_sec_02fedd6f21b508cf52a8d9c8f10ee8c9" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_sec_02fedd6f21b508cf52a8d9c8f10ee8c9`;
