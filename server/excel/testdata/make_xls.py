#!/usr/bin/python3
"""Writes the .xls fixtures of server/excel's tests (Excel 97-2003, BIFF8).

Run from this folder with Debian's python3-xlwt and gnumeric (apt-get install
python3-xlwt gnumeric); the files are committed, so the tests need neither. The values follow the rules
the Go tests check (xls_test.go: fixtureRow): change both together.

- book.xls: a sheet "说明" first, the active sheet "数据" second (our exported
  layout: a title row, an exporter row, the headers on row 3), 1,000 data rows
  whose strings fill a shared-string table of many CONTINUE records (Chinese,
  stored as two bytes a character, beside ASCII, stored as one), one text of
  12,000 characters that spans several records, dates, date-times, numbers and
  booleans; a child sheet "明细" after it.
- users.xls: users as the user list's import reads them (server/app's
  TestImportXLS): a dictionary text, a date, a phone number typed as a number.
- formula.xls: formulas with their results as Excel saves them (a number, a
  text in a STRING record, a boolean, a date, an error). xlwt writes formulas
  without results, so gnumeric recalculates and saves the file again.
"""
import datetime
import os
import subprocess

import xlwt


def row(i):
    # 名称 (two bytes a character), 编码 (one), 数量, 日期, 时间, 有效
    return (
        f"名称{i}",
        f"code-{i:04d}",
        i * 1.5,
        datetime.date(2024, 1, 1) + datetime.timedelta(days=i),
        datetime.datetime(2024, 1, 1, 8, 30, 0) + datetime.timedelta(minutes=i),
        i % 2 == 0,
    )


def main():
    wb = xlwt.Workbook(encoding="utf-8")
    date = xlwt.easyxf(num_format_str="yyyy-mm-dd")
    stamp = xlwt.easyxf(num_format_str="yyyy-mm-dd hh:mm:ss")

    info = wb.add_sheet("说明")
    info.write(0, 0, "导入说明")

    ws = wb.add_sheet("数据")
    ws.write_merge(0, 0, 0, 6, "测试数据")
    ws.write(1, 0, "导出人：管理员")
    heads = ["名称", "编码", "数量", "日期", "时间", "有效", "备注"]
    for c, h in enumerate(heads):
        ws.write(2, c, h)
    for i in range(1, 1001):
        name, code, qty, day, at, ok = row(i)
        r = 2 + i  # row 4 on: line i + 3
        ws.write(r, 0, name)
        ws.write(r, 1, code)
        ws.write(r, 2, qty)
        ws.write(r, 3, day, date)
        ws.write(r, 4, at, stamp)
        ws.write(r, 5, ok)
    # Line 4 (the first data row) carries the long text across CONTINUE records.
    ws.write(3, 6, ("长文本ABC" * 2000)[:12000])
    # Line 1004: an empty row, left out; line 1005: values that print short.
    ws.write(1004, 0, "末行")
    ws.write(1004, 2, 0.1 + 0.2)
    ws.write(1004, 1, 123456789012)

    kid = wb.add_sheet("明细")
    for c, h in enumerate(["主表序号", "名称"]):
        kid.write(0, c, h)
    kid.write(1, 0, 1)
    kid.write(1, 1, "子项")

    ws.set_selected(True)
    info.set_selected(False)
    wb.set_active_sheet(1)
    wb.save("book.xls")


def users():
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("用户")
    for c, h in enumerate(["登录账号", "真实名称", "性别", "手机号码", "生日"]):
        ws.write(0, c, h)
    day = xlwt.easyxf(num_format_str="yyyy-mm-dd")
    for r, (name, real, sex, phone, born) in enumerate([
        ("wangwu", "王五", "男", 13900000002, datetime.date(1990, 5, 17)),
        ("zhaoliu", "赵六", "女", 13900000003, datetime.date(1985, 12, 1)),
    ], start=1):
        ws.write(r, 0, name)
        ws.write(r, 1, real)
        ws.write(r, 2, sex)
        ws.write(r, 3, phone)
        ws.write(r, 4, born, day)
    wb.save("users.xls")


def formulas():
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet("公式")
    for c, h in enumerate(["名称", "编码", "数量", "有效", "日期"]):
        ws.write(0, c, h)
    day = xlwt.easyxf(num_format_str="yyyy-mm-dd")
    ws.write(1, 0, "甲")
    ws.write(1, 1, xlwt.Formula('CONCATENATE("c";"-1")'))
    ws.write(1, 2, xlwt.Formula("1+2"))
    ws.write(1, 3, xlwt.Formula("1>0"))
    ws.write(1, 4, xlwt.Formula("DATE(2024;1;15)"), day)
    ws.write(2, 0, "乙")
    ws.write(2, 1, xlwt.Formula('"长"&REPT("文";3)'))
    ws.write(2, 2, xlwt.Formula("10/4"))
    ws.write(2, 3, xlwt.Formula("1<0"))
    ws.write(2, 4, xlwt.Formula("1/0"))
    wb.save("formula-src.xls")
    subprocess.run(["ssconvert", "--recalc", "-T", "Gnumeric_Excel:excel_biff8",
                    "formula-src.xls", "formula.xls"], check=True)
    os.remove("formula-src.xls")


if __name__ == "__main__":
    main()
    users()
    formulas()
