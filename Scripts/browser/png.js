// Runs on a page of the server's origin (evaluated by Scripts/browser-test.py, check_png): for
// each example, asks for its PNG and its SVG, draws both at the PNG's size, and counts the
// pixels where they differ by more than an edge moved by a pixel. The SVG is Chromium's drawing with the fonts it carries; the PNG
// is librsvg's with the server's glyph outlines.
async (names) => {
  const out = {};
  const dataURL = (blob) => new Promise((done) => { const r = new FileReader(); r.onload = () => done(r.result); r.readAsDataURL(blob); });
  for (const name of names) {
    const body = await (await fetch(`/Fixtures/examples/${name}.request.json`)).text();
    const post = (accept) => fetch("/v1/layout", { method: "POST", body, headers: { "Content-Type": "application/json", "Accept": accept } });
    const png = await post("image/png");
    const type = png.headers.get("Content-Type");
    const images = [];
    for (const blob of [await png.blob(), await (await post("image/svg+xml")).blob()]) {
      const image = new Image();
      image.src = await dataURL(blob);
      await image.decode();
      images.push(image);
    }
    const [w, h] = [images[0].naturalWidth, images[0].naturalHeight];
    const pixels = images.map((image) => {
      const canvas = new OffscreenCanvas(w, h);
      const g = canvas.getContext("2d");
      g.fillStyle = "#fff";
      g.fillRect(0, 0, w, h);
      g.drawImage(image, 0, 0, w, h);
      return g.getImageData(0, 0, w, h).data;
    });
    // Each drawing's grey levels averaged over 5 × 5 pixels: a pixel is far where the averages
    // differ by more than 64 of 255. An edge moved by a pixel (hinting, anti-aliasing,
    // Chromium's rounding of glyph positions) changes an average by at most 51; a line set a
    // point (3 pixels) off, or in another font, by far more.
    const blurred = (p) => {
      const sum = new Float64Array((w + 1) * (h + 1));
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4, grey = (p[i] + p[i + 1] + p[i + 2]) / 3;
        sum[(y + 1) * (w + 1) + x + 1] = grey + sum[y * (w + 1) + x + 1] + sum[(y + 1) * (w + 1) + x] - sum[y * (w + 1) + x];
      }
      const out = new Float64Array(w * h);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
        const [x0, y0, x1, y1] = [Math.max(x - 2, 0), Math.max(y - 2, 0), Math.min(x + 3, w), Math.min(y + 3, h)];
        const total = sum[y1 * (w + 1) + x1] - sum[y0 * (w + 1) + x1] - sum[y1 * (w + 1) + x0] + sum[y0 * (w + 1) + x0];
        out[y * w + x] = total / ((x1 - x0) * (y1 - y0));
      }
      return out;
    };
    const [b0, b1] = pixels.map(blurred);
    let far = 0, ink = 0;
    for (let i = 0; i < w * h; i++) {
      if (Math.min(pixels[1][i * 4], pixels[1][i * 4 + 1], pixels[1][i * 4 + 2]) < 160) ink++;
      if (Math.abs(b0[i] - b1[i]) > 64) far++;
    }
    const svgText = await (await post("image/svg+xml")).text();
    const size = (name) => +svgText.match(new RegExp(`<svg[^>]* ${name}="([0-9.]+)"`))[1];
    out[name] = { type, width: w, height: h, svgWidth: size("width"), svgHeight: size("height"), far, ink };
  }
  return out;
}
