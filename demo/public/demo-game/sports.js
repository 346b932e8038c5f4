// The demo book behind the sports, e-sports and virtual sports frames. Query values are shown as text only.
(() => {
  const query = new URLSearchParams(location.search);
  const book = query.get('book') || 'sports';
  const player = query.get('player') || 'guest';
  const titles = { sports: 'Sportsbook', esports: 'E-sports', virtual: 'Virtual sports' };
  const matches = {
    sports: [
      ['Hanoi FC', 'Saigon FC', 'V.League 1'],
      ['Persija', 'Persib', 'Liga 1'],
      ['Arsenal', 'Chelsea', 'Premier League'],
      ['Real Madrid', 'Sevilla', 'La Liga'],
      ['Bayern', 'Dortmund', 'Bundesliga'],
      ['Inter', 'Milan', 'Serie A'],
    ],
    esports: [
      ['Team Flash', 'Saigon Phantom', 'LoL · VCS'],
      ['RRQ', 'EVOS', 'MLBB · MPL ID'],
      ['T1', 'Gen.G', 'LoL · LCK'],
      ['NAVI', 'Vitality', 'CS2 · Major'],
      ['Talon', 'Aurora', 'Dota 2 · DPC'],
    ],
    virtual: [
      ['Red Lions', 'Blue Eagles', 'Virtual league · 3 min'],
      ['Golden Tigers', 'Iron Wolves', 'Virtual league · 6 min'],
      ['Thunder', 'Lightning', 'Virtual basketball · 1 min'],
      ['No. 4 Comet', 'No. 7 Flash', 'Virtual horses · 2 min'],
    ],
  };
  document.getElementById('title').textContent = titles[book] || titles.sports;
  document.getElementById('player').textContent = player === 'guest' ? 'Guest · log in to bet' : player;
  const main = document.getElementById('book');
  const picked = new Set();
  const slip = document.createElement('p');
  slip.className = 'slip';
  const render = () => {
    slip.textContent = picked.size ? `Bet slip: ${picked.size}` : 'Tap the odds to add a bet';
  };
  (matches[book] || matches.sports).forEach(([home, away, league], i) => {
    const row = document.createElement('div');
    row.className = 'match';
    const name = document.createElement('div');
    name.textContent = `${home} – ${away}`;
    const small = document.createElement('small');
    small.textContent = league;
    name.append(small);
    row.append(name);
    [1.85 + i * 0.07, 3.2 + (i % 3) * 0.15, 2.1 + ((i * 5) % 7) * 0.11].forEach((odd, j) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'odd';
      button.textContent = odd.toFixed(2);
      button.addEventListener('click', () => {
        const key = `${i}-${j}`;
        if (picked.has(key)) picked.delete(key);
        else picked.add(key);
        button.classList.toggle('picked');
        render();
      });
      row.append(button);
    });
    main.append(row);
  });
  render();
  main.append(slip);
  document.body.dataset.ready = 'true';
})();
