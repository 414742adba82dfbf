-- +goose Up
-- modify "sys_quartz_job" table
ALTER TABLE "sys_quartz_job" ADD COLUMN "retry_times" bigint NOT NULL DEFAULT 2;

-- +goose Down
-- reverse: modify "sys_quartz_job" table
ALTER TABLE "sys_quartz_job" DROP COLUMN "retry_times";
