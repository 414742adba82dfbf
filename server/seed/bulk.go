package seed

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"aqueduct/ent"
	"aqueduct/server/jsontime"
)

// BulkUsers inserts rows users named <prefix>000000…, for benchmarks and the
// load test: 1 in 20 has the surname 张, 9 in 10 are active, sex 1, 2 or
// empty, creation times over three years, 1 in 100 soft-deleted.
func BulkUsers(ctx context.Context, c *ent.Client, prefix string, rows int) error {
	rnd := rand.New(rand.NewPCG(1, 2))
	surnames := []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗")
	given := []rune("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰")
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	const batch = 1000
	for n := 0; n < rows; n += batch {
		bulk := make([]*ent.SysUserCreate, 0, batch)
		for i := n; i < n+batch && i < rows; i++ {
			name := string(surnames[rnd.IntN(len(surnames))]) + string(given[rnd.IntN(len(given))])
			if rnd.IntN(2) == 0 {
				name += string(given[rnd.IntN(len(given))])
			}
			status := 1
			if rnd.IntN(10) == 0 {
				status = 2
			}
			created := start.Add(time.Duration(rnd.Int64N(int64(3 * 365 * 24 * time.Hour)))).Truncate(time.Second)
			u := c.SysUser.Create().
				SetUsername(fmt.Sprintf("%s%06d", prefix, i)).SetRealname(name).SetPassword("x").
				SetStatus(status).SetCreateTime(jsontime.Time(created)).SetCreateBy("admin").
				SetPost("工程师").SetTelephone("0871-" + strconv.Itoa(6000000+i))
			if s := rnd.IntN(5); s > 0 {
				u.SetSex(1 + s%2)
			}
			if rnd.IntN(100) == 0 {
				u.SetDelFlag(1)
			}
			bulk = append(bulk, u)
		}
		if err := c.SysUser.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
