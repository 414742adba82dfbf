// Package passwords hashes and checks stored passwords (bcrypt) and makes
// random ones that pass the complexity rule. It holds no policy of who may
// set what (that is auth's) so the seed can make its users with it.
package passwords

import (
	"crypto/rand"
	"math/big"

	"golang.org/x/crypto/bcrypt"
)

// Hash hashes a password for storage (bcrypt at its default cost).
func Hash(p string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(p), bcrypt.DefaultCost)
	return string(b), err
}

// Match reports whether p matches the stored hash.
func Match(hash, p string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(p)) == nil
}

// Random makes a 12-character password that passes the complexity rule: nine
// letters and three digits, without the look-alikes (i, l, o, I, O, 0, 1).
func Random() string {
	const letters = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"
	const digits = "23456789"
	out := make([]byte, 0, 12)
	pick := func(set string) byte {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(set))))
		return set[n.Int64()]
	}
	for range 9 {
		out = append(out, pick(letters))
	}
	for range 3 {
		out = append(out, pick(digits))
	}
	return string(out)
}
