// Package auth runs login and sessions: captcha, password and SMS login,
// logout, registration and password reset, and the session middleware.
package auth

import (
	"crypto/rand"
	"math/big"

	"golang.org/x/crypto/bcrypt"

	"aqueduct/server/config"
)

// MsgPasswordRule is the product's message for a password that breaks the rule.
const MsgPasswordRule = "密码由8位数字、大小写字母组成!"

// HashPassword hashes a password for storage (bcrypt).
func HashPassword(p string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(p), bcrypt.DefaultCost)
	return string(b), err
}

// CheckPassword reports whether p matches the stored hash.
func CheckPassword(hash, p string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(p)) == nil
}

// PasswordOK is the complexity rule: 8+ characters with a letter and a digit.
func PasswordOK(p string) bool { return config.PasswordOK(p) }

// RandomPassword makes a password that passes the complexity rule.
func RandomPassword() string {
	const letters = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"
	const digits = "23456789"
	out := make([]byte, 0, 12)
	pick := func(set string) byte {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(set))))
		return set[n.Int64()]
	}
	for i := 0; i < 9; i++ {
		out = append(out, pick(letters))
	}
	for i := 0; i < 3; i++ {
		out = append(out, pick(digits))
	}
	return string(out)
}
