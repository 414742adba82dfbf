// Package auth runs login and sessions: captcha, password and SMS login,
// logout, registration and password reset, and the session middleware.
package auth

import (
	"aqueduct/server/config"
)

// MsgPasswordRule is the product's message for a password that breaks the rule.
const MsgPasswordRule = "密码由8位数字、大小写字母组成!"

// PasswordOK is the complexity rule: 8+ characters with a letter and a digit.
func PasswordOK(p string) bool { return config.PasswordOK(p) }
