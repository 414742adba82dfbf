package seed

import (
	"context"
	"fmt"

	"aqueduct/ent"
)

// Seeder is the seeding the server runs at start (app.Options.Seed, passed
// in by cmd/aqueduct and the tests): Base, then Demo and DemoVideo.
type Seeder struct{}

// Base writes what is missing of the base data (Base).
func (Seeder) Base(ctx context.Context, c *ent.Client, adminPassword string) (string, error) {
	return Base(ctx, c, adminPassword)
}

// DemoAdminPassword is the demo admin's password.
func (Seeder) DemoAdminPassword() string { return DemoAdminPassword }

// Demo adds the demo data (Demo) and, with videoURL, points the demo camera
// at the server's own stream (DemoVideo).
func (Seeder) Demo(ctx context.Context, c *ent.Client, videoURL string) error {
	if err := Demo(ctx, c); err != nil {
		return err
	}
	if videoURL == "" {
		return nil
	}
	if err := DemoVideo(ctx, c, videoURL); err != nil {
		return fmt.Errorf("demo video: %w", err)
	}
	return nil
}
