package auth

// AdminRoleCode is the built-in administrators' role.
const AdminRoleCode = "admin"
