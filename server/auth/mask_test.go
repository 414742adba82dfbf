package auth

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMaskName(t *testing.T) {
	for name, want := range map[string]string{
		"engineer": "e***r", "abc": "a***c", "ab": "a***", "a": "***", "": "***", "张三": "张***", "欧阳娜娜": "欧***娜",
	} {
		require.Equal(t, want, MaskName(name), name)
	}
}
