/**
 * The Portuguese (`pt`) that decap-cms 3.16.3 bundles lacks 44 of its English phrases, which Decap
 * would show in English: here they are in Portuguese, merged into its `pt` before the editor
 * starts (`editor.client.js`), which uses them for Decap's default language too. A few of its
 * phrases are reworded: a pattern's message is the schema's, a sentence already; "Download" is
 * "Baixar"; a refused save no longer says a field is missing. The editor's e2e test (e2e-editor/)
 * compares, in the running editor, every English phrase with a Portuguese one.
 */
export const portugueseSupplement = {
  auth: {
    loginWithForgejo: 'Entrar com o Forgejo',
  },
  collection: {
    collectionTop: {
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como grade',
    },
    entries: {
      unpublishedHeader: 'Itens não publicados',
    },
  },
  editor: {
    editorControl: {
      field: {
        widgetLabel: 'campo %{widgetLabel}',
      },
    },
    editorControlPane: {
      widget: {
        // `%{pattern}` is the message of the schema's rule ("esperado um CEP escrito 00000-000").
        regexPattern: '%{fieldLabel}: %{pattern}.',
      },
      i18n: {
        copyFromLocale: 'Preencher a partir de outro idioma',
        copyFromLocaleConfirm: 'Preencher com os dados do idioma %{locale}?\nTodo o conteúdo atual será substituído.',
      },
    },
    editorInterface: {
      toggleNotes: 'Mostrar ou esconder as notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota...',
      editPlaceholder: 'Edite a nota...',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Excluir',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Excluir esta nota?',
      shortcut: 'Dica: Ctrl+Enter adiciona a nota',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Tachado',
        toggleMode: {
          rich: 'Mudar para o modo de texto formatado',
          markdown: 'Mudar para o modo markdown',
        },
      },
      image: {
        chooseMultiple: 'Escolher imagens',
        addMore: 'Adicionar mais imagens',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        chooseMultiple: 'Escolher arquivos',
        addMore: 'Adicionar mais arquivos',
        removeAll: 'Remover todos os arquivos',
      },
      datetime: {
        setToNow: 'Definir %{fieldLabel} para agora',
      },
      object: {
        expand: 'Expandir',
        collapse: 'Recolher',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      close: 'Fechar',
      download: 'Baixar',
    },
  },
  ui: {
    settingsDropdown: {
      account: 'Opções da conta',
    },
    toast: {
      // Decap says this of any refused save, a rate out of range as much as a field left empty
      // ("você perdeu um campo obrigatório"): the fields themselves say which and why.
      missingRequiredField: 'Nada foi gravado: há campos a corrigir. Cada um diz, em vermelho, o que está errado.',
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'Não foi possível adicionar a nota: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'Não foi possível atualizar a nota: %{details}',
      noteDeleted: 'Nota excluída',
      onFailToDeleteNote: 'Não foi possível excluir a nota: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'Não foi possível mudar a nota: %{details}',
    },
  },
} as const;
