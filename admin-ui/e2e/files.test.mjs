// Browser tests of the file widgets: the avatar (picture card) in 账户设置 and the header, and the
// PDF viewer, against the real server and its storage.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, png, storageValue } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** A one-page PDF with a line of text, offsets computed. */
function pdf(text) {
    const objs = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        null,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
    objs[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    let out = '%PDF-1.4\n';
    const offsets = [];
    objs.forEach((o, i) => {
        offsets.push(out.length);
        out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
}

describe('file widgets', () => {
    test('a user sets their avatar in 账户设置: picture card, preview, refusal, header', withPage('files-avatar', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const userButton = page.getByRole('button', { name: '用户菜单' });
        await userButton.click();
        await page.getByRole('menuitem', { name: '账户设置' }).click();
        await page.waitForURL('**/account/settings/base');
        const form = page.getByRole('form', { name: '账户设置' });
        await form.getByLabel('用户姓名').waitFor();

        // Not a picture: refused before any upload.
        const input = form.locator('input[type=file]');
        await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await form.getByText('请上传图片').waitFor();

        // A picture: uploaded, shown as a card, previewed in the modal.
        await input.setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: png(40, 40, [220, 40, 40]) });
        const card = form.getByRole('button', { name: /^预览 .*头像\.png$/ });
        await card.waitFor();
        const thumb = card.locator('img');
        await page.waitForFunction(img => img.complete && img.naturalWidth === 40, await thumb.elementHandle());
        await card.click();
        const modal = page.getByRole('dialog');
        await modal.locator('img').waitFor();
        await modal.getByRole('button', { name: '关闭预览' }).click();
        await modal.waitFor({ state: 'detached' });

        // Only one avatar: a second picture replaces the first.
        await input.setInputFiles({ name: '新头像.png', mimeType: 'image/png', buffer: png(24, 24, [40, 40, 220]) });
        await form.getByRole('button', { name: /^预览 .*新头像\.png$/ }).waitFor();
        assert.equal(await form.getByRole('button', { name: /^预览 / }).count(), 1);

        await form.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存成功！').waitFor();

        // The header shows it at once, read with the session; it is kept for the next visit.
        const avatar = userButton.locator('img');
        await avatar.waitFor();
        await page.waitForFunction(img => img.complete && img.naturalWidth === 24, await avatar.elementHandle());
        const src = await avatar.getAttribute('src');
        assert.match(src, /\/sys\/common\/static\/temp\/.*\.png\?token=/);
        const stored = await storageValue(page, 'pro__Login_Userinfo');
        assert.match(stored.avatar, /^temp\/.*新头像\.png$/);
        assert.doesNotMatch(stored.avatar, /token/);
        await page.reload();
        await userButton.locator('img').waitFor();
    }));

    test('a stored PDF opens in the viewer, page by page', withPage('files-pdf', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        // Uploaded from the page, as the file widget does (the session belongs to this browser).
        const reply = await page.evaluate(async bytes => {
            const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '报告.pdf');
            const res = await fetch('/jeecg-boot/sys/common/upload', { method: 'POST', body: form, headers: { 'X-Access-Token': token } });
            return res.json();
        }, [...pdf('Aqueduct PDF')]);
        assert.equal(reply.success, true, JSON.stringify(reply));

        // JeecgBoot's viewer route leads here.
        await page.goto(`/jeecg-boot/sys/common/pdf/pdfPreviewIframe?file=${encodeURIComponent(reply.message)}`);
        await page.waitForURL('**/pdf/preview?file=*');
        await page.getByRole('heading', { name: /报告\.pdf$/ }).waitFor();
        await page.getByText('第 1 / 1 页').waitFor();
        const canvas = page.getByLabel('第 1 页');
        await page.waitForFunction(c => {
            // drawn: some pixel is not white
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            for (let i = 0; i < d.length; i += 4) if (d[i] < 200) return true;
            return false;
        }, await canvas.elementHandle());

        // A path that is not stored: a clear message.
        await page.goto('/pdf/preview?file=temp%2Fnone.pdf');
        await page.getByText('文件预览失败：文件不存在').waitFor();
    }));
});
