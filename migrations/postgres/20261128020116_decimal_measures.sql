-- +goose Up
-- modify "cmis_bolt_assessment" table
ALTER TABLE "cmis_bolt_assessment" ALTER COLUMN "bolt_length" TYPE numeric(6,2), ALTER COLUMN "spacing" TYPE numeric(7,1), ALTER COLUMN "hole_depth" TYPE numeric(6,2), ALTER COLUMN "grout_fullness" TYPE numeric(5,1), ALTER COLUMN "pull_force" TYPE numeric(7,1);
-- modify "cmis_excavation_assessment" table
ALTER TABLE "cmis_excavation_assessment" ALTER COLUMN "over_break" TYPE numeric(6,1), ALTER COLUMN "under_break" TYPE numeric(6,1), ALTER COLUMN "alignment_deviation" TYPE numeric(7,1);
-- modify "cmis_shotcrete_assessment" table
ALTER TABLE "cmis_shotcrete_assessment" ALTER COLUMN "design_thickness" TYPE numeric(6,1), ALTER COLUMN "measured_thickness" TYPE numeric(6,1);
-- modify "cmis_shotcrete_measure" table
ALTER TABLE "cmis_shotcrete_measure" ALTER COLUMN "design_thickness" TYPE numeric(6,1), ALTER COLUMN "measured_thickness" TYPE numeric(6,1);
-- modify "cmis_tbm_assessment" table
ALTER TABLE "cmis_tbm_assessment" ALTER COLUMN "over_break" TYPE numeric(6,1), ALTER COLUMN "under_break" TYPE numeric(6,1), ALTER COLUMN "alignment_deviation" TYPE numeric(7,1);

-- +goose Down
-- reverse: modify "cmis_tbm_assessment" table
ALTER TABLE "cmis_tbm_assessment" ALTER COLUMN "alignment_deviation" TYPE double precision, ALTER COLUMN "under_break" TYPE double precision, ALTER COLUMN "over_break" TYPE double precision;
-- reverse: modify "cmis_shotcrete_measure" table
ALTER TABLE "cmis_shotcrete_measure" ALTER COLUMN "measured_thickness" TYPE double precision, ALTER COLUMN "design_thickness" TYPE double precision;
-- reverse: modify "cmis_shotcrete_assessment" table
ALTER TABLE "cmis_shotcrete_assessment" ALTER COLUMN "measured_thickness" TYPE double precision, ALTER COLUMN "design_thickness" TYPE double precision;
-- reverse: modify "cmis_excavation_assessment" table
ALTER TABLE "cmis_excavation_assessment" ALTER COLUMN "alignment_deviation" TYPE double precision, ALTER COLUMN "under_break" TYPE double precision, ALTER COLUMN "over_break" TYPE double precision;
-- reverse: modify "cmis_bolt_assessment" table
ALTER TABLE "cmis_bolt_assessment" ALTER COLUMN "pull_force" TYPE double precision, ALTER COLUMN "grout_fullness" TYPE double precision, ALTER COLUMN "hole_depth" TYPE double precision, ALTER COLUMN "spacing" TYPE double precision, ALTER COLUMN "bolt_length" TYPE double precision;
