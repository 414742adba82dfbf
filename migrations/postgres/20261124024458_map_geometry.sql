-- +goose Up
-- modify "cmis_building" table
ALTER TABLE "cmis_building" ADD COLUMN "route" character varying NULL;
-- modify "cmis_hidden_danger" table
ALTER TABLE "cmis_hidden_danger" ADD COLUMN "chainage" numeric(12,3) NULL;
-- modify "cmis_surface_dict" table
ALTER TABLE "cmis_surface_dict" ADD COLUMN "chainage" numeric(12,3) NULL, ADD COLUMN "longitude" double precision NULL, ADD COLUMN "latitude" double precision NULL;

-- +goose Down
-- reverse: modify "cmis_surface_dict" table
ALTER TABLE "cmis_surface_dict" DROP COLUMN "latitude", DROP COLUMN "longitude", DROP COLUMN "chainage";
-- reverse: modify "cmis_hidden_danger" table
ALTER TABLE "cmis_hidden_danger" DROP COLUMN "chainage";
-- reverse: modify "cmis_building" table
ALTER TABLE "cmis_building" DROP COLUMN "route";
