-- +goose Up
-- modify "sys_file" table
ALTER TABLE "sys_file" ADD COLUMN "bound" boolean NOT NULL DEFAULT false;

-- +goose Down
-- reverse: modify "sys_file" table
ALTER TABLE "sys_file" DROP COLUMN "bound";
