// The demo slot: three reels and demo credits (no money). Query values are shown as text only.
(() => {
  const query = new URLSearchParams(location.search);
  const text = (id, value) => {
    const node = document.getElementById(id);
    if (node) node.textContent = value;
  };
  const provider = query.get('provider') || '';
  text('name', `${query.get('name') || 'Lobby'} · ${provider}`);
  const error = query.get('error');
  if (error) {
    const stage = document.getElementById('stage');
    const box = document.createElement('p');
    box.className = 'blocked';
    box.textContent =
      error === 'login' ? 'Log in to play this game.' : 'This game is not available in your country.';
    stage.replaceChildren(box);
    text('player', 'Guest');
    return;
  }
  text('player', query.get('player') || 'Guest');
  const symbols = ['7', '★', '♦', '♣', '♥', 'BAR'];
  const reels = [...document.querySelectorAll('.reel')];
  const button = document.getElementById('spin');
  let credits = 1000;
  let seed = [...(query.get('game') || 'demo')].reduce((s, c) => s * 31 + c.charCodeAt(0), 7) >>> 0;
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % symbols.length;
  };
  button.addEventListener('click', () => {
    if (credits < 10) return;
    credits -= 10;
    button.disabled = true;
    text('message', '');
    let ticks = 0;
    const timer = setInterval(() => {
      for (const reel of reels) {
        reel.classList.remove('win');
        reel.textContent = symbols[next()];
      }
      if (++ticks < 8) return;
      clearInterval(timer);
      const shown = reels.map((r) => r.textContent);
      const win = shown.every((s) => s === shown[0]) ? 200 : new Set(shown).size === 2 ? 20 : 0;
      credits += win;
      if (win) for (const reel of reels) reel.classList.add('win');
      text('credits', String(credits));
      text('message', win ? `+${win}` : 'Try again');
      button.disabled = false;
    }, 90);
  });
  document.body.dataset.ready = 'true';
})();
