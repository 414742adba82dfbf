// Package orgcode numbers hierarchical codes (A01, A01A01 …) of departments and categories.
package orgcode

import (
	"fmt"
	"strings"
)

// Next returns the hierarchical code after last among siblings of
// parent (docs/contract.md §9.4): segments are a letter and two digits, A01…A99,
// B01…Z99, then a new segment. An empty last gives the first child.
func Next(parent, last string) string {
	if last == "" {
		return parent + "A01"
	}
	seg := last[len(last)-3:]
	letter, num := seg[0], 0
	fmt.Sscanf(seg[1:], "%02d", &num)
	switch {
	case num < 99:
		num++
	case letter < 'Z':
		letter, num = letter+1, 1
	default:
		return last + "A01"
	}
	return strings.TrimSuffix(last, seg) + fmt.Sprintf("%c%02d", letter, num)
}
