import fs from 'node:fs';
import sharp from 'sharp';
import { renderFlyer } from '/work/main/apps/server/src/modules/share/flyer-pdf.ts';
import { renderGuidePdf } from '/work/main/apps/server/src/modules/share/guide-pdf.ts';
const logoBytes = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.9 } } }).png().toBuffer();
const logo = { bytes: logoBytes, width: 200, height: 100 };
const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 20, g: 160, b: 120 } } }).jpeg().toBuffer();
fs.writeFileSync('/tmp/flyer.pdf', await renderFlyer({ title: 'Seaview Loft', subtitle: 'Two minutes from the beach', color: '#ed8438', logo, url: 'http://localhost:3000/g/AbCdEfGhIjKlMnOpQrStUvWx', paper: 'A4' }));
const guide = { title: 'Seaview Loft', subtitle: 'Two minutes from the beach', welcome: 'Welcome! Make yourself at home. We hope you enjoy your stay in our little loft by the sea.', timezone: 'Europe/London',
 branding: { logo_path: null, font: 'Lato', color: '#1e3a8a' }, address: { address: '3 Quay Street', address2: null, city: 'St Ives', state: 'Cornwall', zipcode: 'TR26 1AA', country: 'United Kingdom' },
 contacts: [{ kind: 'host', value: 'Ann Smith' }, { kind: 'phone', value: '+44 1234 567890' }, { kind: 'email', value: 'ann@example.com' }],
 categories: [{ id: 1, name: 'Arrival Information', description: 'How to find the property and get the keys.', icon: '', kind: 'arrival', topics: [
   { id: 1, name: 'Finding the key box', description: 'Short description', content: '<h2>Key box</h2><p>The <strong>key box</strong> is by the <em>blue door</em>. <a href="https://example.com">A link</a></p><ol><li data-list="bullet">Code 4321</li><li data-list="bullet">Second bullet that is rather long and wraps onto the next line because it goes on and on and on for a while</li><li data-list="ordered">Turn left</li><li data-list="ordered">Then right</li></ol><blockquote>A quote here.</blockquote><pre>code block\n  indented</pre><p>Last paragraph.</p>', image_path: 'x', thumb_path: null },
 ]}, { id: 2, name: 'WiFi & Internet', description: null, icon: '', kind: 'wifi', topics: [{ id: 2, name: 'Network', description: null, content: '<p>Network: Loft. Password: sea-breeze</p>', image_path: null, thumb_path: null }] }],
 updated_at: new Date().toISOString() };
fs.writeFileSync('/tmp/guide.pdf', await renderGuidePdf({ guide: guide as never, logo, images: new Map([[1, { bytes: photo, width: 800, height: 500 }]]) }));
