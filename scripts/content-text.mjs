// The texts of the per-locale static content (banners, hot events, promotions, information pages), in the
// six interface languages. Read by scripts/make-static-content.mjs; amounts come in per currency as {max},
// {min}, {prize}.

export const BANNERS = {
  en: {
    welcome: '100% welcome bonus on your first deposit',
    lucky: 'Spin the lucky draw every day',
    sports: 'Boosted odds on the big matches',
    slots: 'Hundreds of slots, new games every week',
    esports: 'E-sports: bet on the world finals',
  },
  vi: {
    welcome: 'Thưởng chào mừng 100% cho lần nạp đầu tiên',
    lucky: 'Quay vòng quay may mắn mỗi ngày',
    sports: 'Tỷ lệ cược tăng cho các trận đấu lớn',
    slots: 'Hàng trăm game slot, game mới mỗi tuần',
    esports: 'Thể thao điện tử: đặt cược chung kết thế giới',
  },
  th: {
    welcome: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
    lucky: 'หมุนวงล้อนำโชคได้ทุกวัน',
    sports: 'ราคาต่อรองพิเศษสำหรับแมตช์ใหญ่',
    slots: 'สล็อตหลายร้อยเกม เกมใหม่ทุกสัปดาห์',
    esports: 'อีสปอร์ต: เดิมพันรอบชิงชนะเลิศระดับโลก',
  },
  id: {
    welcome: 'Bonus sambutan 100% untuk deposit pertama',
    lucky: 'Putar undian berhadiah setiap hari',
    sports: 'Odds lebih tinggi untuk pertandingan besar',
    slots: 'Ratusan slot, game baru setiap minggu',
    esports: 'E-sports: pasang taruhan di final dunia',
  },
  ms: {
    welcome: 'Bonus alu-aluan 100% untuk deposit pertama',
    lucky: 'Putar cabutan bertuah setiap hari',
    sports: 'Odds dipertingkat untuk perlawanan besar',
    slots: 'Ratusan slot, permainan baharu setiap minggu',
    esports: 'E-sukan: bertaruh pada final dunia',
  },
  zh: {
    welcome: '首存100%欢迎奖金',
    lucky: '每天转动幸运抽奖',
    sports: '焦点赛事赔率提升',
    slots: '数百款老虎机，每周上新',
    esports: '电子竞技：投注世界总决赛',
  },
};

/** Hot events: [title, text, period]. */
export const EVENTS = {
  en: {
    champions: [
      'Champions night',
      'Boosted odds on every first-goal market, Tuesday and Wednesday.',
      'Every week',
    ],
    tournament: [
      'Slots tournament',
      'Spin any PG or JILI slot and share a {prize} prize pool.',
      'This month',
    ],
    spins: [
      'Double spins weekend',
      'Deposit on Saturday or Sunday and get two lucky-draw spins instead of one.',
      'Weekend',
    ],
    worlds: [
      'E-sports world final',
      'Live odds on every map, with cashback if your first bet loses.',
      'Live now',
    ],
  },
  vi: {
    champions: [
      'Đêm Champions',
      'Tỷ lệ cược tăng cho kèo bàn thắng đầu tiên, thứ Ba và thứ Tư.',
      'Hằng tuần',
    ],
    tournament: [
      'Giải đấu slot',
      'Quay bất kỳ slot PG hoặc JILI nào để chia giải thưởng {prize}.',
      'Tháng này',
    ],
    spins: [
      'Cuối tuần nhân đôi lượt quay',
      'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận hai lượt quay may mắn thay vì một.',
      'Cuối tuần',
    ],
    worlds: [
      'Chung kết thế giới thể thao điện tử',
      'Tỷ lệ cược trực tiếp cho mọi bản đồ, hoàn tiền nếu cược đầu tiên thua.',
      'Đang diễn ra',
    ],
  },
  th: {
    champions: ['คืนแชมเปียนส์', 'ราคาต่อรองพิเศษสำหรับตลาดประตูแรก ทุกวันอังคารและวันพุธ', 'ทุกสัปดาห์'],
    tournament: ['ทัวร์นาเมนต์สล็อต', 'หมุนสล็อต PG หรือ JILI เกมใดก็ได้ เพื่อลุ้นส่วนแบ่งเงินรางวัลรวม {prize}', 'เดือนนี้'],
    spins: ['สุดสัปดาห์หมุนสองเท่า', 'ฝากเงินวันเสาร์หรือวันอาทิตย์ รับสิทธิ์หมุนวงล้อนำโชคสองครั้งแทนหนึ่งครั้ง', 'สุดสัปดาห์'],
    worlds: ['อีสปอร์ตรอบชิงชนะเลิศโลก', 'ราคาต่อรองสดทุกแมพ พร้อมเงินคืนหากเดิมพันแรกแพ้', 'กำลังแข่งขัน'],
  },
  id: {
    champions: [
      'Malam Champions',
      'Odds lebih tinggi untuk pasar gol pertama, setiap Selasa dan Rabu.',
      'Mingguan',
    ],
    tournament: [
      'Turnamen slot',
      'Mainkan slot PG atau JILI mana pun dan raih bagian dari total hadiah {prize}.',
      'Bulan ini',
    ],
    spins: [
      'Akhir pekan putaran ganda',
      'Deposit pada hari Sabtu atau Minggu dan dapatkan dua putaran undian, bukan satu.',
      'Akhir pekan',
    ],
    worlds: [
      'Final dunia e-sports',
      'Odds langsung di setiap map, dengan cashback jika taruhan pertama Anda kalah.',
      'Sedang berlangsung',
    ],
  },
  ms: {
    champions: [
      'Malam Champions',
      'Odds dipertingkat untuk pasaran gol pertama, setiap Selasa dan Rabu.',
      'Mingguan',
    ],
    tournament: [
      'Kejohanan slot',
      'Main mana-mana slot PG atau JILI dan kongsi kumpulan hadiah {prize}.',
      'Bulan ini',
    ],
    spins: [
      'Hujung minggu putaran berganda',
      'Deposit pada hari Sabtu atau Ahad dan dapatkan dua putaran cabutan bertuah, bukan satu.',
      'Hujung minggu',
    ],
    worlds: [
      'Final dunia e-sukan',
      'Odds langsung bagi setiap peta, dengan pulangan tunai jika pertaruhan pertama anda kalah.',
      'Sedang berlangsung',
    ],
  },
  zh: {
    champions: ['冠军之夜', '每周二和周三，首个进球盘口赔率提升。', '每周'],
    tournament: ['老虎机锦标赛', '畅玩任意 PG 或 JILI 老虎机，瓜分 {prize} 奖池。', '本月'],
    spins: ['周末双倍抽奖', '周六或周日存款，可获得两次幸运抽奖机会。', '周末'],
    worlds: ['电竞世界总决赛', '每张地图均有实时赔率，首注失利可获返现。', '进行中'],
  },
};

/** Promotions: title and the HTML body ({max}, {min} filled per currency). */
export const PROMOTIONS = {
  en: {
    welcome: [
      'Welcome bonus 100%',
      '<p>Double your first deposit, up to <strong>{max}</strong>.</p><ul><li>Minimum deposit {min}.</li><li>Turnover of 15 times the deposit and bonus before a withdrawal.</li><li>One welcome bonus per member, household and device.</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">Full terms</a></p>',
    ],
    reload: [
      'Monday slots reload 50%',
      '<p>Every Monday, a 50% bonus on your first deposit of the day, up to <strong>{max}</strong>.</p><ul><li>For slots from PT, PG and JILI.</li><li>Turnover of 10 times the bonus.</li></ul>',
    ],
    rebate: [
      'Daily rebate up to 1.2%',
      '<p>Get back up to 1.2% of your turnover on sports and live casino, every day, with no limit.</p><ul><li>Paid into your main wallet by 12:00 the next day.</li><li>No turnover requirement.</li></ul>',
    ],
    cashback: [
      'E-sports cashback 10%',
      '<p>Lost your first e-sports bet of the week? We return 10% of it, up to <strong>{max}</strong>.</p><ul><li>For bets settled between Monday and Sunday.</li></ul>',
    ],
    spins: [
      'Lucky draw spins',
      '<p>Every deposit of <strong>{min}</strong> or more gives you a spin of the lucky draw.</p><ul><li>Up to 5 spins a day.</li><li>Bonuses won go to your main wallet.</li></ul>',
    ],
  },
  vi: {
    welcome: [
      'Thưởng chào mừng 100%',
      '<p>Nhân đôi lần nạp đầu tiên, tối đa <strong>{max}</strong>.</p><ul><li>Nạp tối thiểu {min}.</li><li>Doanh thu cược gấp 15 lần tiền nạp và tiền thưởng trước khi rút.</li><li>Mỗi thành viên, hộ gia đình và thiết bị chỉ nhận một lần.</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">Điều khoản đầy đủ</a></p>',
    ],
    reload: [
      'Thứ Hai nạp lại slot 50%',
      '<p>Mỗi thứ Hai, thưởng 50% cho lần nạp đầu tiên trong ngày, tối đa <strong>{max}</strong>.</p><ul><li>Áp dụng cho slot PT, PG và JILI.</li><li>Doanh thu cược gấp 10 lần tiền thưởng.</li></ul>',
    ],
    rebate: [
      'Hoàn trả hằng ngày đến 1,2%',
      '<p>Nhận lại đến 1,2% doanh thu cược thể thao và casino trực tiếp mỗi ngày, không giới hạn.</p><ul><li>Trả vào ví chính trước 12:00 ngày hôm sau.</li><li>Không yêu cầu doanh thu cược.</li></ul>',
    ],
    cashback: [
      'Hoàn tiền thể thao điện tử 10%',
      '<p>Thua cược thể thao điện tử đầu tiên trong tuần? Chúng tôi hoàn lại 10%, tối đa <strong>{max}</strong>.</p><ul><li>Áp dụng cho cược được thanh toán từ thứ Hai đến Chủ nhật.</li></ul>',
    ],
    spins: [
      'Lượt quay may mắn',
      '<p>Mỗi lần nạp từ <strong>{min}</strong> trở lên được một lượt quay may mắn.</p><ul><li>Tối đa 5 lượt mỗi ngày.</li><li>Tiền thưởng trúng được cộng vào ví chính.</li></ul>',
    ],
  },
  th: {
    welcome: [
      'โบนัสต้อนรับ 100%',
      '<p>รับเงินฝากครั้งแรกเป็นสองเท่า สูงสุด <strong>{max}</strong></p><ul><li>ฝากขั้นต่ำ {min}</li><li>ทำยอดเทิร์นโอเวอร์ 15 เท่าของยอดฝากและโบนัสก่อนถอน</li><li>หนึ่งสิทธิ์ต่อสมาชิก ครัวเรือน และอุปกรณ์</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">ข้อกำหนดฉบับเต็ม</a></p>',
    ],
    reload: [
      'วันจันทร์ฝากสล็อตรับ 50%',
      '<p>ทุกวันจันทร์ รับโบนัส 50% สำหรับยอดฝากแรกของวัน สูงสุด <strong>{max}</strong></p><ul><li>สำหรับสล็อต PT, PG และ JILI</li><li>ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัส</li></ul>',
    ],
    rebate: [
      'คืนยอดเสียรายวันสูงสุด 1.2%',
      '<p>รับคืนสูงสุด 1.2% ของยอดเดิมพันกีฬาและคาสิโนสดทุกวัน ไม่จำกัด</p><ul><li>จ่ายเข้ากระเป๋าหลักภายใน 12:00 น. ของวันถัดไป</li><li>ไม่ต้องทำยอดเทิร์นโอเวอร์</li></ul>',
    ],
    cashback: [
      'เงินคืนอีสปอร์ต 10%',
      '<p>เดิมพันอีสปอร์ตแรกของสัปดาห์แพ้? เราคืนให้ 10% สูงสุด <strong>{max}</strong></p><ul><li>สำหรับเดิมพันที่ตัดสินระหว่างวันจันทร์ถึงวันอาทิตย์</li></ul>',
    ],
    spins: [
      'สิทธิ์หมุนวงล้อนำโชค',
      '<p>ทุกการฝากตั้งแต่ <strong>{min}</strong> ขึ้นไป รับสิทธิ์หมุนวงล้อนำโชคหนึ่งครั้ง</p><ul><li>สูงสุด 5 ครั้งต่อวัน</li><li>โบนัสที่ได้รับเข้ากระเป๋าหลัก</li></ul>',
    ],
  },
  id: {
    welcome: [
      'Bonus sambutan 100%',
      '<p>Gandakan deposit pertama Anda, hingga <strong>{max}</strong>.</p><ul><li>Deposit minimum {min}.</li><li>Turnover 15 kali deposit dan bonus sebelum penarikan.</li><li>Satu bonus sambutan per member, rumah tangga, dan perangkat.</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">Syarat lengkap</a></p>',
    ],
    reload: [
      'Reload slot Senin 50%',
      '<p>Setiap Senin, bonus 50% untuk deposit pertama hari itu, hingga <strong>{max}</strong>.</p><ul><li>Untuk slot PT, PG, dan JILI.</li><li>Turnover 10 kali bonus.</li></ul>',
    ],
    rebate: [
      'Rebate harian hingga 1,2%',
      '<p>Dapatkan kembali hingga 1,2% turnover olahraga dan live casino Anda, setiap hari, tanpa batas.</p><ul><li>Dibayarkan ke dompet utama sebelum pukul 12.00 keesokan harinya.</li><li>Tanpa syarat turnover.</li></ul>',
    ],
    cashback: [
      'Cashback e-sports 10%',
      '<p>Taruhan e-sports pertama minggu ini kalah? Kami kembalikan 10%, hingga <strong>{max}</strong>.</p><ul><li>Untuk taruhan yang diselesaikan antara Senin dan Minggu.</li></ul>',
    ],
    spins: [
      'Putaran undian berhadiah',
      '<p>Setiap deposit <strong>{min}</strong> atau lebih memberi Anda satu putaran undian berhadiah.</p><ul><li>Hingga 5 putaran per hari.</li><li>Bonus yang dimenangkan masuk ke dompet utama.</li></ul>',
    ],
  },
  ms: {
    welcome: [
      'Bonus alu-aluan 100%',
      '<p>Gandakan deposit pertama anda, sehingga <strong>{max}</strong>.</p><ul><li>Deposit minimum {min}.</li><li>Pusing ganti 15 kali deposit dan bonus sebelum pengeluaran.</li><li>Satu bonus alu-aluan bagi setiap ahli, isi rumah dan peranti.</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">Terma penuh</a></p>',
    ],
    reload: [
      'Tambah nilai slot Isnin 50%',
      '<p>Setiap Isnin, bonus 50% untuk deposit pertama hari itu, sehingga <strong>{max}</strong>.</p><ul><li>Untuk slot PT, PG dan JILI.</li><li>Pusing ganti 10 kali bonus.</li></ul>',
    ],
    rebate: [
      'Rebat harian sehingga 1.2%',
      '<p>Dapatkan semula sehingga 1.2% pusing ganti sukan dan kasino langsung anda, setiap hari, tanpa had.</p><ul><li>Dibayar ke dompet utama sebelum 12:00 keesokan harinya.</li><li>Tiada syarat pusing ganti.</li></ul>',
    ],
    cashback: [
      'Pulangan tunai e-sukan 10%',
      '<p>Kalah pertaruhan e-sukan pertama minggu ini? Kami pulangkan 10%, sehingga <strong>{max}</strong>.</p><ul><li>Untuk pertaruhan yang diselesaikan antara Isnin dan Ahad.</li></ul>',
    ],
    spins: [
      'Putaran cabutan bertuah',
      '<p>Setiap deposit <strong>{min}</strong> atau lebih memberi anda satu putaran cabutan bertuah.</p><ul><li>Sehingga 5 putaran sehari.</li><li>Bonus yang dimenangi masuk ke dompet utama.</li></ul>',
    ],
  },
  zh: {
    welcome: [
      '100%欢迎奖金',
      '<p>首次存款翻倍，最高 <strong>{max}</strong>。</p><ul><li>最低存款 {min}。</li><li>提款前需完成存款加奖金15倍的流水。</li><li>每位会员、每个家庭及每台设备仅限一次。</li></ul><p><a href="https://help.lotusplay.example/promotions/welcome">完整条款</a></p>',
    ],
    reload: [
      '周一老虎机50%再存奖金',
      '<p>每周一当天首次存款可获50%奖金，最高 <strong>{max}</strong>。</p><ul><li>适用于 PT、PG 和 JILI 老虎机。</li><li>需完成奖金10倍的流水。</li></ul>',
    ],
    rebate: [
      '每日返水最高1.2%',
      '<p>体育和真人娱乐场的投注每天最高返还1.2%，无上限。</p><ul><li>次日12:00前发放至主钱包。</li><li>无流水要求。</li></ul>',
    ],
    cashback: [
      '电竞10%返现',
      '<p>本周首笔电竞投注失利？我们返还10%，最高 <strong>{max}</strong>。</p><ul><li>适用于周一至周日结算的投注。</li></ul>',
    ],
    spins: [
      '幸运抽奖机会',
      '<p>每笔 <strong>{min}</strong> 或以上的存款可获得一次幸运抽奖机会。</p><ul><li>每天最多5次。</li><li>赢得的奖金将存入主钱包。</li></ul>',
    ],
  },
};

/** The information pages: [title, paragraphs]. */
export const INFO = {
  en: {
    about: [
      'About Lotus Play',
      [
        'Lotus Play brings sports, e-sports, virtual sports, slots and a daily lucky draw together in one account, made for your phone.',
        'Your main wallet moves money to every game provider in a tap. Deposits and withdrawals go to bank accounts you save yourself, and support answers around the clock in your language.',
      ],
    ],
    responsible: [
      'Responsible gaming',
      [
        'Play for fun, never to make money or to win back losses. Set yourself a budget and a time limit before you start, and stop when you reach them.',
        'Take regular breaks, and never play when you are upset, tired or under the influence of alcohol.',
        'Only adults may open an account. If gambling stops being fun for you or someone close to you, contact our support: we can limit deposits or close the account, for a time or for good.',
      ],
    ],
    terms: [
      'Terms and conditions',
      [
        'You must be 18 or older, and gambling must be legal where you live. One account per person.',
        'Keep your password secret: everything done with your login counts as done by you.',
        'Promotions carry their own rules and turnover requirements, shown with each offer. Abuse of promotions voids the bonus and its winnings.',
        'We may ask for proof of identity before a withdrawal. Bets are settled by the game providers according to their rules.',
      ],
    ],
  },
  vi: {
    about: [
      'Giới thiệu Lotus Play',
      [
        'Lotus Play tập hợp thể thao, thể thao điện tử, thể thao ảo, slot và vòng quay may mắn hằng ngày trong một tài khoản, được thiết kế cho điện thoại của bạn.',
        'Ví chính chuyển tiền đến mọi nhà cung cấp game chỉ với một chạm. Nạp và rút tiền qua tài khoản ngân hàng do bạn tự lưu, và bộ phận hỗ trợ trả lời suốt ngày đêm bằng ngôn ngữ của bạn.',
      ],
    ],
    responsible: [
      'Chơi có trách nhiệm',
      [
        'Hãy chơi để giải trí, đừng bao giờ chơi để kiếm tiền hay gỡ lại tiền đã thua. Đặt ngân sách và giới hạn thời gian trước khi bắt đầu, và dừng lại khi đạt đến.',
        'Nghỉ giải lao thường xuyên, và không chơi khi bạn đang buồn bực, mệt mỏi hoặc đã uống rượu bia.',
        'Chỉ người trưởng thành mới được mở tài khoản. Nếu cá cược không còn là niềm vui với bạn hay người thân, hãy liên hệ bộ phận hỗ trợ: chúng tôi có thể giới hạn tiền nạp hoặc đóng tài khoản, tạm thời hoặc vĩnh viễn.',
      ],
    ],
    terms: [
      'Điều khoản và điều kiện',
      [
        'Bạn phải từ 18 tuổi trở lên và cá cược phải hợp pháp tại nơi bạn sống. Mỗi người một tài khoản.',
        'Hãy giữ bí mật mật khẩu: mọi hoạt động bằng thông tin đăng nhập của bạn được xem là do bạn thực hiện.',
        'Mỗi khuyến mãi có quy định và yêu cầu doanh thu cược riêng, hiển thị cùng ưu đãi. Lạm dụng khuyến mãi sẽ bị hủy tiền thưởng và tiền thắng từ đó.',
        'Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền. Cược được nhà cung cấp game thanh toán theo quy định của họ.',
      ],
    ],
  },
  th: {
    about: [
      'เกี่ยวกับ Lotus Play',
      [
        'Lotus Play รวมกีฬา อีสปอร์ต กีฬาเสมือนจริง สล็อต และวงล้อนำโชครายวันไว้ในบัญชีเดียว ออกแบบมาสำหรับโทรศัพท์ของคุณ',
        'กระเป๋าหลักโอนเงินไปยังผู้ให้บริการเกมทุกรายได้ในแตะเดียว การฝากและถอนเงินผ่านบัญชีธนาคารที่คุณบันทึกไว้เอง และฝ่ายบริการลูกค้าพร้อมตอบตลอด 24 ชั่วโมงในภาษาของคุณ',
      ],
    ],
    responsible: [
      'การเล่นอย่างรับผิดชอบ',
      [
        'เล่นเพื่อความสนุก อย่าเล่นเพื่อหาเงินหรือเพื่อเอาเงินที่เสียคืน ตั้งงบประมาณและเวลาก่อนเริ่มเล่น และหยุดเมื่อถึงขีดจำกัด',
        'พักเป็นระยะ และอย่าเล่นเมื่อรู้สึกไม่สบายใจ เหนื่อย หรือดื่มแอลกอฮอล์',
        'เฉพาะผู้ที่บรรลุนิติภาวะเท่านั้นที่เปิดบัญชีได้ หากการพนันไม่สนุกอีกต่อไปสำหรับคุณหรือคนใกล้ชิด โปรดติดต่อฝ่ายบริการลูกค้า เราสามารถจำกัดยอดฝากหรือปิดบัญชีได้ทั้งชั่วคราวและถาวร',
      ],
    ],
    terms: [
      'ข้อกำหนดและเงื่อนไข',
      [
        'คุณต้องมีอายุ 18 ปีขึ้นไป และการพนันต้องถูกกฎหมายในที่ที่คุณอาศัยอยู่ หนึ่งบัญชีต่อหนึ่งคน',
        'เก็บรหัสผ่านเป็นความลับ ทุกการกระทำด้วยข้อมูลเข้าสู่ระบบของคุณถือว่าคุณเป็นผู้กระทำ',
        'โปรโมชั่นแต่ละรายการมีกฎและยอดเทิร์นโอเวอร์ของตัวเอง ซึ่งแสดงไว้กับข้อเสนอ การใช้โปรโมชั่นในทางที่ผิดจะทำให้โบนัสและเงินรางวัลเป็นโมฆะ',
        'เราอาจขอหลักฐานยืนยันตัวตนก่อนการถอนเงิน การเดิมพันจะตัดสินโดยผู้ให้บริการเกมตามกฎของแต่ละราย',
      ],
    ],
  },
  id: {
    about: [
      'Tentang Lotus Play',
      [
        'Lotus Play menghadirkan olahraga, e-sports, olahraga virtual, slot, dan undian berhadiah harian dalam satu akun, dibuat untuk ponsel Anda.',
        'Dompet utama Anda memindahkan uang ke setiap penyedia game dengan satu sentuhan. Deposit dan penarikan melalui rekening bank yang Anda simpan sendiri, dan layanan pelanggan menjawab sepanjang waktu dalam bahasa Anda.',
      ],
    ],
    responsible: [
      'Bermain secara bertanggung jawab',
      [
        'Bermainlah untuk bersenang-senang, jangan untuk mencari uang atau mengejar kekalahan. Tetapkan anggaran dan batas waktu sebelum mulai, dan berhentilah saat mencapainya.',
        'Beristirahatlah secara teratur, dan jangan bermain saat Anda kesal, lelah, atau di bawah pengaruh alkohol.',
        'Hanya orang dewasa yang boleh membuka akun. Jika berjudi tidak lagi menyenangkan bagi Anda atau orang terdekat, hubungi layanan pelanggan: kami dapat membatasi deposit atau menutup akun, sementara atau selamanya.',
      ],
    ],
    terms: [
      'Syarat dan ketentuan',
      [
        'Anda harus berusia 18 tahun atau lebih, dan perjudian harus legal di tempat tinggal Anda. Satu akun per orang.',
        'Jaga kerahasiaan kata sandi Anda: semua yang dilakukan dengan login Anda dianggap dilakukan oleh Anda.',
        'Setiap promosi memiliki aturan dan syarat turnover sendiri, yang ditampilkan bersama penawarannya. Penyalahgunaan promosi membatalkan bonus dan kemenangannya.',
        'Kami dapat meminta bukti identitas sebelum penarikan. Taruhan diselesaikan oleh penyedia game sesuai aturan mereka.',
      ],
    ],
  },
  ms: {
    about: [
      'Tentang Lotus Play',
      [
        'Lotus Play menghimpunkan sukan, e-sukan, sukan maya, slot dan cabutan bertuah harian dalam satu akaun, direka untuk telefon anda.',
        'Dompet utama anda memindahkan wang ke setiap penyedia permainan dengan satu ketikan. Deposit dan pengeluaran melalui akaun bank yang anda simpan sendiri, dan khidmat pelanggan menjawab sepanjang masa dalam bahasa anda.',
      ],
    ],
    responsible: [
      'Permainan bertanggungjawab',
      [
        'Bermainlah untuk berseronok, bukan untuk mencari wang atau mengejar kerugian. Tetapkan bajet dan had masa sebelum bermula, dan berhenti apabila mencapainya.',
        'Berehat dengan kerap, dan jangan bermain ketika anda kecewa, letih atau di bawah pengaruh alkohol.',
        'Hanya orang dewasa boleh membuka akaun. Jika perjudian tidak lagi menyeronokkan bagi anda atau orang terdekat, hubungi khidmat pelanggan kami: kami boleh mengehadkan deposit atau menutup akaun, buat sementara atau selama-lamanya.',
      ],
    ],
    terms: [
      'Terma dan syarat',
      [
        'Anda mestilah berumur 18 tahun ke atas, dan perjudian mestilah sah di tempat anda tinggal. Satu akaun bagi setiap orang.',
        'Rahsiakan kata laluan anda: segala yang dilakukan dengan log masuk anda dikira dilakukan oleh anda.',
        'Setiap promosi mempunyai peraturan dan syarat pusing ganti sendiri, yang ditunjukkan bersama tawaran. Penyalahgunaan promosi membatalkan bonus dan kemenangannya.',
        'Kami mungkin meminta bukti identiti sebelum pengeluaran. Pertaruhan diselesaikan oleh penyedia permainan mengikut peraturan mereka.',
      ],
    ],
  },
  zh: {
    about: [
      '关于 Lotus Play',
      [
        'Lotus Play 将体育、电子竞技、虚拟体育、老虎机和每日幸运抽奖汇集在一个账户中，专为手机打造。',
        '主钱包一键即可向各游戏平台转账。存款和提款通过您自行保存的银行账户进行，客服全天候以您的语言为您服务。',
      ],
    ],
    responsible: [
      '负责任博彩',
      [
        '请以娱乐为目的，切勿为了赚钱或挽回损失而投注。开始前为自己设定预算和时间限制，达到后请停止。',
        '请定时休息，情绪低落、疲倦或饮酒后切勿投注。',
        '仅限成年人开设账户。如果博彩对您或您身边的人已不再是娱乐，请联系客服：我们可以限制存款或暂时、永久关闭账户。',
      ],
    ],
    terms: [
      '条款与细则',
      [
        '您必须年满18岁，且您所在地区允许博彩。每人仅限一个账户。',
        '请妥善保管密码：使用您的登录信息进行的一切操作均视为您本人所为。',
        '每项优惠均有各自的规则和流水要求，随优惠一同列出。滥用优惠将导致奖金及其盈利作废。',
        '提款前我们可能要求您提供身份证明。投注由游戏平台按其规则结算。',
      ],
    ],
  },
};
