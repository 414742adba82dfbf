-- +goose Up
-- modify "cmis_acceptance_item" table
ALTER TABLE "cmis_acceptance_item" ADD COLUMN "photos" character varying NULL;
-- modify "cmis_camera" table
ALTER TABLE "cmis_camera" ADD COLUMN "gateway" character varying NOT NULL DEFAULT 'hls', ADD COLUMN "gateway_url" character varying NULL, ADD COLUMN "stream_name" character varying NULL, ADD COLUMN "protocol" character varying NOT NULL DEFAULT 'hls';

-- +goose Down
-- reverse: modify "cmis_camera" table
ALTER TABLE "cmis_camera" DROP COLUMN "protocol", DROP COLUMN "stream_name", DROP COLUMN "gateway_url", DROP COLUMN "gateway";
-- reverse: modify "cmis_acceptance_item" table
ALTER TABLE "cmis_acceptance_item" DROP COLUMN "photos";
