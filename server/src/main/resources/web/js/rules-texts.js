// The rules of each game in short, by game id: the texts the rules dialog (js/rules.js) shows, in
// English (RULES) and Korean (RULES_KO). A language file: words only. They summarise
// docs/rules/<game>.md, the project's rule pages, and must agree with them: BrowserHelpTest checks
// that every number and square named here is in the rule page, BrowserKoreanTest the Korean
// numbers too. A game's rules are found by its menu family (its traits' `family`).

/** Per game id: its name, who plays, the goal in one or two sentences, and the rules by topic. */
export const RULES = {
  breakthrough: {
    name: 'Breakthrough',
    players: '2 players: White and Black.',
    goal: 'Be the first to bring one of your pieces to the far rank: rank 8 for White, rank 1 for Black.',
    sections: [
      ['Board', [
        'An 8x8 board. White starts with 16 pieces on ranks 1 and 2, Black with 16 on ranks 7 and 8.',
        'White moves first, up the board; Black moves down.',
      ]],
      ['Moves', [
        'A move takes one of your pieces one square forward, straight or diagonally.',
        'Straight forward only onto an empty square: a piece never captures straight ahead.',
        'Diagonally forward onto an empty square, or onto an enemy piece, which is captured and removed.',
        'Capturing is never compulsory.',
      ]],
      ['End', [
        'You win as soon as your piece reaches the far rank, or when your opponent has no pieces left or no legal move.',
        'There are no draws.',
      ]],
    ],
  },
  konane: {
    name: 'Kōnane',
    players: '2 players: Black and White.',
    goal: 'Make the last move: a player with no legal move at the start of its turn loses. There are no draws.',
    sections: [
      ['Board', [
        'The 8x8 board starts full: Black stones on the dark squares (a1 is Black), White stones on the light squares.',
      ]],
      ['Opening: two removals, one turn each', [
        'Black removes one of its own stones from a corner (a1 or h8) or from the centre (d4 or e5).',
        'White removes one of its own stones orthogonally next to the emptied square: 2 choices after a corner, 4 after a centre square.',
        'On the board: select the stone, then confirm. Then Black makes the first jump.',
      ]],
      ['Jumps', [
        'Jump one of your stones orthogonally (never diagonally) over an adjacent enemy stone onto the empty square just beyond it. The stone jumped over is removed.',
        'The same stone may go on jumping in the same direction only (it never turns), over further single enemy stones onto empty squares. It may stop after any jump.',
        'If you can move, you must (any stone, any legal jump).',
      ]],
    ],
  },
  bashni: {
    name: 'Bashni',
    players: '2 players: White and Black; Black\'s pieces are drawn crimson.',
    goal: 'Leave your opponent without a legal move: the player to move with no legal move loses.',
    sections: [
      ['Board and columns', [
        'The 32 dark squares of an 8x8 board; 12 men each, White on ranks 1 to 3, Black on ranks 6 to 8. White moves first, up the board.',
        'A square holds a column of one or more pieces. Only the top piece counts: its owner moves the whole column, and its rank (man or king) decides how. Pieces never leave the board.',
        'Drawn here: the top piece is the large disc, the pieces under it are bands, and a column of 3 or more counts each colour. Hover or tap a column to list it.',
      ]],
      ['Moves', [
        'Man on top: one square diagonally forward, onto an empty square.',
        'King on top (a flying king): any number of squares along one diagonal, over empty squares only.',
      ]],
      ['Captures', [
        'Capturing is compulsory: when any capture exists, you must capture, and go on while the column can capture again, by any way (no rule of the longest capture).',
        'A man captures forwards or backwards: over a diagonally adjacent column topped by an enemy piece, onto the empty square just beyond it.',
        'A flying king captures along a diagonal, over empty squares and one enemy-topped column, onto any empty square beyond it; where some landing squares let it capture again, it must land on one of those.',
        'Only the top piece of a jumped column is taken: it goes to the bottom of the capturing column as a prisoner. The rest stays, led by its new top piece, of either colour. A square may be jumped only once in a move.',
      ]],
      ['Kings', [
        'A man on top that reaches the far rank (rank 8 for White, rank 1 for Black) becomes a king, and goes on capturing as a king in the same move. A buried king is a king again when it comes back to the top.',
      ]],
      ['Draws', [
        'After 250 plies (moves of both sides together), or 50 plies in a row with no capture and no move of a man-topped column.',
      ]],
    ],
  },
  diamond: {
    name: 'Diamond game',
    players: '2 or 3 players: Red, Yellow and, with 3 players, Green.',
    goal: 'Bring your pieces to your target camp, the star tip opposite your start: you win when, after your move, all 15 points of that camp are occupied (by pieces of any colour) and your king stands on its apex, the tip marked ◎.',
    sections: [
      ['Pieces', [
        'Each player has 14 men and 1 king. They start filling the player\'s start camp, the king on its apex. Red moves first, then Yellow, then Green.',
      ]],
      ['Moves', [
        'A turn is one step or one jump sequence, never both. Nothing is ever captured.',
        'Step: to an adjacent empty point.',
        'Man jump: over one adjacent piece that is not a king (of any colour, your own too), onto the empty point just beyond it on the same line.',
        'King jump: over a line of one or more adjacent pieces with no king among them, onto the first point after the line, which must be empty.',
        'A jump sequence may change direction between jumps, and you may stop after any jump.',
      ]],
      ['Camps', [
        'A piece may never stand on a point of another colour\'s camp, nor land there during a jump, except on the edge of the central hexagon. Your own start and target camps are open to you; Green\'s camps stay closed in the game for 2 too.',
        'Forbidden filling move: you may not make a move after which another player\'s target camp is full with that player\'s king on its apex.',
        '“king to ◎”: your target camp is full but your king is not on its apex; you win only with the king there.',
      ]],
      ['Passes and draws', [
        'A player with no legal move passes (the Pass button).',
        'Draw when every player in turn has passed, or after 800 turns (2 players) or 1200 turns (3 players), passes included.',
      ]],
    ],
  },
  lasca: {
    name: 'Lasca',
    players: 'Two players: White and Black; Black\'s pieces are drawn crimson.',
    goal: 'Leave your opponent without a legal move: the player to move with no legal move loses.',
    sections: [
      ['Board and columns', [
        'The 25 dark squares of a 7x7 board; 11 soldiers each, White on ranks 1 to 3, Black on ranks 5 to 7; rank 4 starts empty. White moves first, up the board.',
        'A square holds a column of one or more pieces. Only the top piece counts: its owner moves the whole column, and its rank (soldier or officer) decides how. Pieces never leave the board.',
        'Drawn here: the top piece is the large disc, the pieces under it are bands, and a column of 3 or more counts each colour. An officer bears a star. Hover or tap a column to list it.',
      ]],
      ['Moves', [
        'Soldier on top: one square diagonally forward, onto an empty square.',
        'Officer on top: one square diagonally, forwards or backwards, onto an empty square. Officers never move further than one square.',
      ]],
      ['Captures', [
        'Capturing is compulsory: when any capture exists, you must capture, and go on while the column can capture again, by any way (no rule of the longest capture).',
        'A capture jumps a diagonally adjacent column topped by an enemy piece, onto the empty square just beyond it: a soldier-topped column only forwards, an officer-topped one in all four diagonal directions.',
        'Only the top piece of a jumped column is taken: it goes to the bottom of the capturing column as a prisoner. The rest stays, led by its new top piece, of either colour. A square may be jumped only once in a move.',
      ]],
      ['Officers', [
        'A soldier on top that ends its move on the far rank (rank 7 for White, rank 1 for Black) becomes an officer. A capture that reaches the far rank with a soldier on top stops there. A buried officer is an officer again when it comes back to the top.',
      ]],
      ['Draws', [
        'After 250 plies (moves of both sides together), or 50 plies in a row with no capture and no move of a soldier-topped column.',
      ]],
    ],
  },
};

/**
 * The same rules in Korean, in the words of the site's Korean rule pages (말, 병사, 기둥, 포로, 진영,
 * 꼭짓점(◎), 한 칸 이동, 점프, 패스하기), agreeing with docs/rules as the English does.
 */
export const RULES_KO = {
  breakthrough: {
    name: '브레이크스루',
    players: '2명: 플레이어 1(흰 말)과 플레이어 2(검은 말).',
    goal: '내 말 하나를 상대 끝줄에 먼저 보내세요: 플레이어 1은 8번째 줄, 플레이어 2는 1번째 줄입니다.',
    sections: [
      ['게임판', [
        '8x8 판입니다. 플레이어 1은 1·2번째 줄에 말 16개, 플레이어 2는 7·8번째 줄에 말 16개로 시작합니다.',
        '플레이어 1이 먼저 두며 아래에서 위로, 플레이어 2는 위에서 아래로 나아갑니다.',
      ]],
      ['움직이기', [
        '한 차례에 내 말 하나를 앞으로 한 칸, 곧장 또는 대각선으로 옮깁니다.',
        '곧장 앞으로는 빈칸으로만 갈 수 있습니다. 앞에 있는 말은 잡을 수 없습니다.',
        '대각선 앞으로는 빈칸으로 가거나, 상대 말이 있는 칸으로 가서 그 말을 잡아 판에서 들어냅니다.',
        '잡기는 의무가 아닙니다.',
      ]],
      ['끝', [
        '내 말이 상대 끝줄에 닿는 즉시 이깁니다. 내가 둔 뒤 상대의 말이 하나도 없거나 상대가 둘 수 있는 수가 없어도 이깁니다.',
        '무승부는 없습니다.',
      ]],
    ],
  },
  konane: {
    name: '코나네',
    players: '2명: 흑과 백.',
    goal: '마지막 수를 두세요: 자기 차례가 시작될 때 둘 수 있는 점프가 없는 쪽이 집니다. 무승부는 없습니다.',
    sections: [
      ['게임판', [
        '8x8 판이 처음에 가득 차 있습니다. 어두운 칸에는 흑 돌(a1 칸은 흑), 밝은 칸에는 백 돌이 놓입니다.',
      ]],
      ['시작: 한 차례씩 두 번 들어내기', [
        '흑이 모서리(a1 또는 h8)나 가운데(d4 또는 e5)에서 자기 돌 하나를 들어냅니다.',
        '백은 비워진 칸의 상하좌우에 맞닿은 자기 돌 하나를 들어냅니다. 모서리 다음에는 2가지, 가운데 다음에는 4가지 가운데에서 고릅니다.',
        '게임판에서는 돌을 고른 뒤 확인합니다. 그다음 흑이 첫 점프를 합니다.',
      ]],
      ['점프', [
        '내 돌 하나로 상하좌우(대각선은 안 됨)로 맞닿은 상대 돌을 뛰어넘어 바로 뒤의 빈칸에 내립니다. 뛰어넘은 돌은 판에서 들어냅니다.',
        '같은 돌은 같은 방향으로만(방향을 바꾸지 않고) 다음 상대 돌을 하나씩 뛰어넘어 빈칸에 내리며 계속 점프할 수 있고, 어느 점프 뒤에든 멈출 수 있습니다.',
        '둘 수 있는 점프가 있으면 반드시 둬야 합니다(어느 돌, 어느 점프든).',
      ]],
    ],
  },
  bashni: {
    name: '바슈니',
    players: '2명: 흰색과 진홍색.',
    goal: '상대가 둘 수 있는 수가 없게 만드세요: 자기 차례에 둘 수 있는 수가 없는 쪽이 집니다.',
    sections: [
      ['게임판과 기둥', [
        '8x8 판의 어두운 칸 32개만 씁니다. 각자 병사 12개로, 흰색은 1~3번째 줄, 진홍색은 6~8번째 줄에서 시작합니다. 흰색이 먼저 두며 위쪽으로 나아갑니다.',
        '한 칸에는 말 하나 이상이 쌓인 기둥이 섭니다. 맨 위 말만 의미가 있습니다. 맨 위 말의 주인이 기둥 전체를 움직이고, 맨 위 말의 계급(병사 또는 왕)이 움직이는 방식을 정합니다. 판에서 말이 없어지는 일은 없습니다.',
        '그림: 맨 위 말은 큰 원, 그 밑의 말은 띠로 그리며, 3층 이상의 기둥에는 색마다 말의 수를 적습니다. 기둥에 마우스를 올리거나 누르면 구성이 나옵니다.',
      ]],
      ['움직이기', [
        '맨 위가 병사: 앞쪽 대각선으로 한 칸, 빈칸으로 갑니다.',
        '맨 위가 왕(날아다니는 왕): 빈칸만 지나 한 대각선을 따라 몇 칸이든 갑니다.',
      ]],
      ['잡기', [
        '잡기는 의무입니다. 잡을 수 있는 수가 하나라도 있으면 반드시 잡아야 하고, 그 기둥이 다시 잡을 수 있는 한 끝까지 이어 가야 합니다. 길은 어느 것이든 고를 수 있습니다(가장 긴 잡기 규칙은 없음).',
        '병사는 앞이든 뒤든, 대각선으로 맞닿은 상대 기둥(맨 위가 상대 말)을 뛰어넘어 바로 뒤 빈칸에 내립니다.',
        '날아다니는 왕은 대각선을 따라 빈칸과 상대 기둥 하나를 넘어 그 뒤의 빈칸 어디에나 내립니다. 내릴 수 있는 칸 중에 잡기를 이어 갈 수 있는 칸이 있으면 그중 하나에 내려야 합니다.',
        '넘은 기둥의 맨 위 한 장만 떼어 와서 잡은 기둥의 맨 아래에 포로로 깝니다. 나머지는 그 칸에 남고, 새 맨 위 말(어느 편이든)이 이끕니다. 한 수 안에서 같은 칸은 한 번만 뛰어넘을 수 있습니다.',
      ]],
      ['왕', [
        '맨 위 병사가 맨 끝 줄(흰색은 8번째 줄, 진홍색은 1번째 줄)에 닿으면 왕이 되고, 같은 수 안에서 왕으로 계속 잡습니다. 기둥 속에 깔린 왕도 다시 맨 위에 오면 왕입니다.',
      ]],
      ['무승부', [
        '양쪽 합쳐 250수가 되거나, 잡기도 병사 기둥의 이동도 없이 50수가 이어지면 무승부입니다.',
      ]],
    ],
  },
  diamond: {
    name: '다이아몬드 게임',
    players: '2명 또는 3명: 빨강, 노랑, 그리고 3명일 때 초록.',
    goal: '내 말을 출발 진영 맞은편의 목표 진영으로 옮기세요: 내가 둔 뒤 목표 진영의 15개 점이 모두(어느 색의 말로든) 채워지고 내 왕이 그 꼭짓점(◎)에 있으면 이깁니다.',
    sections: [
      ['말', [
        '한 사람이 보통 말 14개와 왕 1개를 가집니다. 처음에 자기 출발 진영을 채우며, 왕은 꼭짓점에 둡니다. 빨강 → 노랑 → 초록 순서로 둡니다.',
      ]],
      ['움직이기', [
        '한 차례는 한 칸 이동 하나 또는 점프(1번이든 연속이든) 하나이며, 둘을 섞을 수 없습니다. 말을 잡는 일은 없습니다.',
        '한 칸 이동: 선으로 이어진 옆의 빈 점으로.',
        '보통 말의 점프: 옆에 있는 왕이 아닌 말 하나(어느 색이든, 내 말이어도 됨)를 뛰어넘어 같은 선 위 바로 다음의 빈 점으로.',
        '왕의 점프: 옆에서부터 같은 선 위에 늘어선 말(1개 이상, 왕이 없을 것)을 한꺼번에 뛰어넘어 바로 다음의 빈 점으로.',
        '연속 점프는 점프할 때마다 방향을 바꿀 수 있고, 어디에서 멈춰도 됩니다.',
      ]],
      ['진영', [
        '다른 색의 진영에는 멈출 수도, 점프 도중에 착지할 수도 없습니다. 다만 가운데 육각형의 경계선 위의 점은 됩니다. 자기 출발 진영과 목표 진영은 들어갈 수 있으며, 2명일 때도 초록의 진영에는 들어갈 수 없습니다.',
        '금지된 채우기: 둔 뒤에 다른 사람의 목표 진영이 가득 차고 그 사람의 왕이 꼭짓점에 있게 되는 수는 둘 수 없습니다.',
        '‘왕을 ◎로’: 내 목표 진영은 가득 찼지만 왕이 꼭짓점에 없습니다. 왕이 ◎에 있어야만 이깁니다.',
      ]],
      ['패스와 무승부', [
        '둘 수 있는 수가 없는 사람은 패스합니다(‘패스하기’ 버튼).',
        '모두가 연달아 패스하거나, 패스를 포함해 800차례(2명) 또는 1200차례(3명)가 지나면 무승부입니다.',
      ]],
    ],
  },
  lasca: {
    name: '라스카',
    players: '두 사람: 흰색과 진홍색.',
    goal: '상대가 둘 수 있는 수가 없게 만드세요: 자기 차례에 둘 수 있는 수가 없는 쪽이 집니다.',
    sections: [
      ['게임판과 기둥', [
        '7x7 판의 어두운 칸 25개만 씁니다. 각자 병사 11개로, 흰색은 1~3번째 줄, 진홍색은 5~7번째 줄에서 시작하고 4번째 줄은 비어 있습니다. 흰색이 먼저 두며 위쪽으로 나아갑니다.',
        '한 칸에는 말 하나 이상이 쌓인 기둥이 섭니다. 맨 위 말만 의미가 있습니다. 맨 위 말의 주인이 기둥 전체를 움직이고, 맨 위 말의 계급(병사 또는 장교)이 움직이는 방식을 정합니다. 판에서 말이 없어지는 일은 없습니다.',
        '그림: 맨 위 말은 큰 원, 그 밑의 말은 띠로 그리며, 3층 이상의 기둥에는 색마다 말의 수를 적습니다. 장교에는 별이 있습니다. 기둥에 마우스를 올리거나 누르면 구성이 나옵니다.',
      ]],
      ['움직이기', [
        '맨 위가 병사: 앞쪽 대각선으로 한 칸, 빈칸으로 갑니다.',
        '맨 위가 장교: 앞이든 뒤든 대각선으로 한 칸, 빈칸으로 갑니다. 장교도 한 칸보다 멀리 가지 않습니다.',
      ]],
      ['잡기', [
        '잡기는 의무입니다. 잡을 수 있는 수가 하나라도 있으면 반드시 잡아야 하고, 그 기둥이 다시 잡을 수 있는 한 끝까지 이어 가야 합니다. 길은 어느 것이든 고를 수 있습니다(가장 긴 잡기 규칙은 없음).',
        '대각선으로 맞닿은 상대 기둥(맨 위가 상대 말)을 뛰어넘어 바로 뒤 빈칸에 내립니다. 맨 위가 병사인 기둥은 앞쪽으로만, 장교인 기둥은 네 대각선 방향 모두로 잡습니다.',
        '넘은 기둥의 맨 위 한 장만 떼어 와서 잡은 기둥의 맨 아래에 포로로 깝니다. 나머지는 그 칸에 남고, 새 맨 위 말(어느 편이든)이 이끕니다. 한 수 안에서 같은 칸은 한 번만 뛰어넘을 수 있습니다.',
      ]],
      ['장교', [
        '맨 위 병사가 수를 마칠 때 맨 끝 줄(흰색은 7번째 줄, 진홍색은 1번째 줄)에 있으면 장교가 됩니다. 잡다가 병사가 맨 끝 줄에 닿으면 그 수는 거기서 끝납니다. 기둥 속에 깔린 장교도 다시 맨 위에 오면 장교입니다.',
      ]],
      ['무승부', [
        '양쪽 합쳐 250수가 되거나, 잡기도 병사 기둥의 이동도 없이 50수가 이어지면 무승부입니다.',
      ]],
    ],
  },
};
